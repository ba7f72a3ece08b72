// The show/hide button inside a password field; its label says what a press will do.
import { Trans, useLingui } from '@lingui/react/macro'
import { button } from '@/styles/recipes.css'

export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={button({ variant: 'ghost', size: 'sm' })}
      aria-pressed={visible}
      aria-label={visible ? t`Hide password` : t`Show password`}
      onClick={onToggle}
    >
      {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
    </button>
  )
}
