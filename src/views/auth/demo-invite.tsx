// Under the login form when a finance page sent the visitor there (/login?next=/financas…): the finance manager can
// be tried without an account (docs/product-rules.md#the-visitors-demo).
import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { DEMO_START_STATE } from '@/lib/demo-start'
import { paths } from '@/lib/paths'
import * as styles from './auth.css'

/** Whether the page to return to is the finance manager. */
export const isFinancePath = (path: string | null) => path !== null && (path === paths.financas.panel || path.startsWith(`${paths.financas.panel}/`) || path.startsWith(`${paths.financas.panel}?`))

export function DemoInvite({ next }: { next: string | null }) {
  if (!isFinancePath(next)) return null
  return (
    <p className={styles.subtitle} data-testid="demo-invite">
      <Trans>
        No account yet?{' '}
        <Link href={paths.experimentar} state={DEMO_START_STATE}>
          Try the finance manager
        </Link>{' '}
        with a household’s data, no sign-up needed.
      </Trans>
    </p>
  )
}
