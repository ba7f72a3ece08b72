// The finance panel's budgets of the viewed month (the budgetPanel machine): a bar per budgeted category with
// what was spent against its limit, in text as well as colour (green below 80 %, amber from 80 %, red from
// 100 %); a limit set, changed or removed in place, a 400's field errors on their fields.
// docs/product-rules.md#budgets-and-projection.
import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { budgetPanelMachine, unbudgetedCategories } from '@machines/finance/planning/budget-panel.machine'
import type { BudgetPanelMachine } from '@machines/finance/planning/budget-panel.machine'
import { budgetLevel } from '@contract/planning'
import type { Budget } from '@contract/planning'
import { AmountField } from '@/components/amount-input/amount-field'
import { MachineForm } from '@/components/form/machine-form'
import { FormError } from '@/components/form/modal-form'
import { useModalForm } from '@/components/form/use-modal-form'
import { Placeholder } from '@/components/placeholder/placeholder'
import { formatMonth, intlLocale } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import type { MonthKey } from '@/lib/month'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert as alertClass, button, card } from '@/styles/recipes.css'
import { SelectField } from '@/components/form/select-field'
import * as panelStyles from '../panel/finance-panel.css'
import * as styles from './planning.css'
import { EmptyState } from '@/components/empty-state/empty-state'

type BudgetActor = ActorRefFrom<BudgetPanelMachine>

export interface BudgetsSectionProps {
  /** The panel's viewed month. */
  month: MonthKey
  logic?: BudgetPanelMachine
}

/** A new month is a new section (its own machine with that month). */
export function BudgetsSection(props: BudgetsSectionProps) {
  return <Budgets key={props.month} {...props} />
}

/** A share of the limit as the language writes it: '85%', '79,9%'. */
export function formatPercent(percentual: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(percentual / 100)
}

function Budgets({ month, logic }: BudgetsSectionProps) {
  const actor = useActorRef(useLogic(budgetPanelMachine, logic), { ...actorOptions(), input: { month } })
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const budgets = useSelector(actor, (s) => s.context.budgets)
  const adding = useSelector(actor, (s) => (s.matches('editing') || s.matches('saving')) && s.context.editing === null)
  const canAdd = useSelector(actor, (s) => s.can({ type: 'budget.add' }))
  const error = useSelector(actor, (s) => (s.matches('ready') ? s.context.error : null))
  const { i18n } = useLingui()
  const monthName = formatMonth(month, i18n.locale)

  return (
    <section className={`${card({ padding: 'md' })} ${panelStyles.overview}`} aria-labelledby="budgets-title" aria-busy={busy} data-pending={loading ? '' : undefined}>
      <div className={styles.header}>
        <h2 id="budgets-title" className={panelStyles.overviewTitle}>
          <Trans>Budgets — {monthName}</Trans>
        </h2>
        {canAdd ? (
          <button id="budget-add" type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'budget.add' })}>
            <Trans>New budget</Trans>
          </button>
        ) : null}
      </div>
      {loading ? (
        <Placeholder label={<Trans>Loading the budgets…</Trans>} className={panelStyles.budgetsPlaceholder} />
      ) : failed ? (
        <div role="alert" className={`${alertClass({ tone: 'danger' })} ${panelStyles.failure}`}>
          <span>
            <Trans>Could not load the budgets.</Trans>
          </span>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'budgets.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          {error ? (
            <p role="alert" className={alertClass({ tone: 'danger' })}>
              {i18n._(error)}
            </p>
          ) : null}
          {budgets.length === 0 && !adding ? (
            <EmptyState action={{ label: <Trans>Set a budget</Trans>, onClick: () => actor.send({ type: 'budget.add' }), disabled: !canAdd }}>
              <Trans>No budgets for {monthName}. Set a limit for an expense category to follow it here.</Trans>
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {budgets.map((budget) => (
                <BudgetRow key={budget.categoriaId} actor={actor} budget={budget} />
              ))}
              {adding ? (
                <li>
                  <BudgetForm actor={actor} budget={null} returnFocusId="budget-add" />
                </li>
              ) : null}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

function BudgetRow({ actor, budget }: { actor: BudgetActor; budget: Budget }) {
  const editing = useSelector(actor, (s) => (s.matches('editing') || s.matches('saving')) && s.context.editing === budget.categoriaId)
  const idle = useSelector(actor, (s) => s.matches('ready'))
  const removing = useSelector(actor, (s) => s.matches('removing') && s.context.removing === budget.categoriaId)
  const { t } = useLingui()
  const name = budget.nomeCategoria
  if (editing) {
    return (
      <li>
        <BudgetForm actor={actor} budget={budget} returnFocusId={`budget-edit-${budget.categoriaId}`} />
      </li>
    )
  }
  return (
    <li className={styles.budget} aria-busy={removing}>
      <BudgetBar budget={budget} />
      <div className={styles.actions}>
        <button
          id={`budget-edit-${budget.categoriaId}`}
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          disabled={!idle}
          aria-label={t`Edit the limit of ${name}`}
          onClick={() => actor.send({ type: 'budget.edit', categoriaId: budget.categoriaId })}
        >
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          disabled={!idle}
          aria-label={t`Remove the budget of ${name}`}
          onClick={() => actor.send({ type: 'budget.remove', categoriaId: budget.categoriaId })}
        >
          {removing ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}
        </button>
      </div>
    </li>
  )
}

/** The bar and its words: '85% — R$ 850,00 of R$ 1.000,00' and the level ('Near the limit'). */
export function BudgetBar({ budget }: { budget: Budget }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const level = budgetLevel(budget.percentual)
  const percent = formatPercent(budget.percentual, i18n.locale)
  const name = budget.nomeCategoria
  const width = Math.min(100, Math.max(0, budget.percentual))
  const over = budget.restante < 0
  // The words twice: in the page's text (amounts as nodes, hidden ones read as such) and as the meter's value text.
  const words = (spent: string, limit: string, left: string) => ({
    figures: t`${percent} — ${spent} of ${limit}`,
    levelName: over ? t`Over the limit by ${left}` : level === 'over' ? t`Limit reached` : level === 'warning' ? t`Near the limit` : t`Within the limit`,
  })
  const said = words(format.moneyLabel(budget.gasto), format.moneyLabel(budget.valorLimite), format.moneyLabel(Math.abs(budget.restante)))
  const spent = format.money(budget.gasto)
  const limit = format.money(budget.valorLimite)
  const left = format.money(Math.abs(budget.restante))
  return (
    <>
      <div className={styles.budgetHead}>
        <span className={styles.budgetName}>{name}</span>
        <span className={styles.budgetFigures}>
          <Trans>
            {percent} — {spent} of {limit}
          </Trans>
        </span>
      </div>
      <div
        className={styles.track}
        role="meter"
        aria-label={t`Budget of ${name}`}
        aria-valuemin={0}
        aria-valuemax={Math.max(100, budget.percentual)}
        aria-valuenow={budget.percentual}
        aria-valuetext={`${said.figures} (${said.levelName})`}
        data-level={level}
      >
        <div className={`${styles.fill} ${styles.level[level]}`} style={{ width: `${width}%` }} />
      </div>
      <p className={styles.budgetFoot}>
        <span className={styles.levelText[level]}>{over ? <Trans>Over the limit by {left}</Trans> : said.levelName}</span>
        {over ? null : (
          <span>
            <Trans>{left} left</Trans>
          </span>
        )}
      </p>
    </>
  )
}

/** The inline form: a new budget's category (the expense ones without a limit), the limit and whether it repeats. */
function BudgetForm({ actor, budget, returnFocusId }: { actor: BudgetActor; budget: Budget | null; returnFocusId: string }) {
  const { t } = useLingui()
  const { values, errors, error, saving, change, submit, cancel } = useModalForm(actor)
  const categories = useSelector(actor, (s) => s.context.categories)
  const budgets = useSelector(actor, (s) => s.context.budgets)
  const box = useRef<HTMLDivElement>(null)
  // Focus moves into the form when it opens and back to what opened it when it closes (keyboard users).
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('select, input')?.focus()
    // The button is rendered again once the form has gone: it is looked up after this render.
    return () => void setTimeout(() => document.getElementById(returnFocusId)?.focus(), 0)
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const name = budget?.nomeCategoria ?? ''
  return (
    <div ref={box} onKeyDown={(event) => (event.key === 'Escape' ? cancel() : undefined)}>
      <MachineForm className={styles.form} busy={saving} onSubmit={submit}>
        <p className={styles.formTitle}>{budget ? t`Limit of ${name}` : t`New budget`}</p>
        <div className={styles.formGrid}>
          {budget ? null : (
            <SelectField label={<Trans>Expense category</Trans>} name="categoriaId" value={values.categoriaId} error={errors.categoriaId} disabled={saving} onChange={change('categoriaId')}>
              <option value="">{t`Choose…`}</option>
              {unbudgetedCategories(categories, budgets).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.nomeCategoria}
                </option>
              ))}
            </SelectField>
          )}
          <AmountField error={errors.valorLimite} label={<Trans>Limit (R$)</Trans>} name="valorLimite" value={values.valorLimite} maxLength={20} readOnly={saving} onChange={change('valorLimite')} />
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="repetir" checked={values.repetir === 'true'} disabled={saving} onChange={(event) => change('repetir')(event.target.checked ? 'true' : '')} />
          <Trans>Repeat every month</Trans>
        </label>
        <FormError error={error} />
        <div className={styles.actions}>
          <button type="submit" className={button({ variant: 'primary', size: 'sm' })} disabled={saving}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={saving} onClick={cancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </MachineForm>
    </div>
  )
}
