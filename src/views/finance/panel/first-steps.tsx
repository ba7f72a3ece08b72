// The first-steps list of the finance panel (first-steps.machine.ts): each step still to do with what it is for
// and a link to the page that does it; "Hide these steps" dismisses the list for this user on this device.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { FirstStep } from '@machines/finance/panel/first-steps.actors'
import { firstStepsMachine, pendingSteps } from '@machines/finance/panel/first-steps.machine'
import type { FirstStepsMachine } from '@machines/finance/panel/first-steps.machine'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { button, card, visuallyHidden } from '@/styles/recipes.css'
import * as panelStyles from './finance-panel.css'
import * as styles from './first-steps.css'

const steps: Record<FirstStep, { title: MessageDescriptor; hint: MessageDescriptor; action: MessageDescriptor; href: string }> = {
  account: {
    title: msg`Add your bank account with its real balance`,
    hint: msg`Type today's balance as your bank shows it: every figure here starts from it.`,
    action: msg`Add an account`,
    href: paths.financas.contas,
  },
  card: {
    title: msg`Add your credit card with its closing and due days`,
    hint: msg`With both days each purchase lands in the right bill.`,
    action: msg`Add a card`,
    href: paths.financas.cadastrarCartao,
  },
  import: {
    title: msg`Import a bank statement`,
    hint: msg`Bring in your bank's OFX or CSV file instead of typing each movement.`,
    action: msg`Import a statement`,
    href: paths.financas.importar,
  },
  budget: {
    title: msg`Set a budget`,
    hint: msg`A monthly limit for a category shows how much is left as you spend.`,
    action: msg`Set a budget`,
    href: '#budgets-title',
  },
}

export function FirstSteps({ logic, username, month }: { logic?: FirstStepsMachine; username: string; month: string }) {
  const { i18n } = useLingui()
  const actor = useActorRef(useLogic(firstStepsMachine, logic), { ...actorOptions(), input: { username, month } })
  const shown = useSelector(actor, (s) => s.matches('shown'))
  const pending = useSelector(actor, (s) => pendingSteps(s.context.progress))
  const loading = useSelector(actor, (s) => s.matches('checking') || s.matches('loading'))
  // Whether the list shows is known only with the answer: until then nothing of it shows, and the panel's
  // sections wait under this mark (data-pending) so that the list, if it comes, pushes nothing down.
  if (loading) {
    return (
      <div data-pending="" aria-busy="true">
        <span role="status" className={visuallyHidden}>
          <Trans>Loading your first steps…</Trans>
        </span>
      </div>
    )
  }
  if (!shown) return null
  return (
    <section className={`${card({ padding: 'md' })} ${panelStyles.overview}`} aria-labelledby="first-steps-title">
      <div className={styles.header}>
        <h2 id="first-steps-title" className={panelStyles.overviewTitle}>
          <Trans>First steps</Trans>
        </h2>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actor.send({ type: 'steps.dismiss' })}>
          <Trans>Hide these steps</Trans>
        </button>
      </div>
      <ol className={styles.list}>
        {pending.map((step) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepText}>
              <span className={styles.stepTitle}>{i18n._(steps[step].title)}</span>
              <span className={styles.stepHint}>{i18n._(steps[step].hint)}</span>
            </span>
            {steps[step].href.startsWith('#') ? (
              <a href={steps[step].href} className={button({ variant: 'secondary', size: 'sm' })}>
                {i18n._(steps[step].action)}
              </a>
            ) : (
              <Link href={steps[step].href} className={button({ variant: 'secondary', size: 'sm' })}>
                {i18n._(steps[step].action)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
