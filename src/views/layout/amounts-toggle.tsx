// The header's eye button of the signed-in pages: Hide amounts / Show amounts. While amounts are hidden every money
// figure shows as "R$ ••••" (src/i18n/amounts.tsx); the choice is a preference kept on this device.
import { useLingui } from '@lingui/react/macro'
import { EyeIcon, EyeOffIcon } from '@/components/icons/icons'
import { useAmountsHiddenChoice, usePreferencesRef } from '@/state/preferences-context'
import * as styles from './header.css'

export function AmountsToggle() {
  const hidden = useAmountsHiddenChoice()
  const preferences = usePreferencesRef()
  const { t } = useLingui()
  const label = hidden ? t`Show amounts` : t`Hide amounts`
  return (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} data-testid="amounts-toggle" onClick={() => preferences.send({ type: 'amounts.toggle' })}>
      {hidden ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  )
}
