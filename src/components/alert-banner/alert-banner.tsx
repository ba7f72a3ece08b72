// A page's alert banner: the message (and the API's reason), an optional action such as Try again, and a
// Dismiss button. A danger alert is a role=alert region (read at once), a success one a role=status region.
import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { alert as alertClass } from '@/styles/recipes.css'
import * as styles from './alert-banner.css'

export interface BannerAlert {
  tone: 'success' | 'danger'
  message: MessageDescriptor
  detail?: string | null
}

export function AlertBanner({ alert, onDismiss, children }: { alert: BannerAlert; onDismiss?: () => void; children?: ReactNode }) {
  const { i18n, t } = useLingui()
  return (
    <div role={alert.tone === 'danger' ? 'alert' : 'status'} className={`${alertClass({ tone: alert.tone })} ${styles.row}`}>
      <span>
        {i18n._(alert.message)}
        {alert.detail ? ` ${alert.detail}` : null}
      </span>
      {children}
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={t`Dismiss`} onClick={onDismiss}>
          ×
        </button>
      ) : null}
    </div>
  )
}
