// Installment plan form (a modal): create or edit a plan, validated by the shared contract, with a live
// preview of the schedule the API will store — for an edit, the plan's paid installments are loaded first
// and the preview runs the API's own rule on them (replanInstallments), paid rows included; a 400's field
// errors land on their fields. It ends with its outcome (saved or closed) as its output, which the
// installment table that invokes it reads.
// The plan's rules: docs/product-rules.md#installment-plans.
import { assign, spawnChild, stopChild } from 'xstate'
import type { InstallmentPlanInput } from '@/api/installments'
import type { AccountHolder } from '@contract/account-holder'
import type { BankCard } from '@contract/bank-card'
import { parseFinanceDate, zonedWallTime } from '@contract/calendar'
import { DEFAULT_INSTALLMENT_INTERVAL, DEFAULT_PLAN_STATUS, installmentIntervals, isPaidInstallmentStatus } from '@contract/finance'
import type { InstallmentInterval } from '@contract/finance'
import { cardStatementCalendar } from '@contract/card-statement'
import { INSTALLMENT_COUNT_MAX, installmentPlanCreateSchema, replanInstallments } from '@contract/installment'
import type { InstallmentPlan, MonthlyInstallment, PaidInstallment } from '@contract/installment'
import type { Category } from '@contract/category'
import { amountToCents, centsToAmount, amountInputText, normalizeAmountInput, parseAmountInput } from '@contract/money'
import { changeField, schemaValidator } from '../../form-core'
import type { FieldErrors } from '../../form-core'
import { inlineCreateMachine } from '../registries/inline-create.machine'
import type { InlineCreateKind, InlineCreateOutput } from '../registries/inline-create.machine'
import { joinByName, withCreatedCategory } from '../registries/inline-created'
import { modalForm, modalFormContext, modalFormMessages } from '../../modal-form'
import type { ModalFormContext, ModalFormEvent, ModalFormTypes } from '../../modal-form'
import { installmentFormActors } from './installment-form.actors'

export const planFields = [
  'descricao',
  'valorTotal',
  'numeroParcelas',
  'dataPrimeiraParcela',
  'intervaloParcelas',
  'pessoaContaId',
  'cartaoId',
  'categoriaId',
  'situacao',
] as const
export type PlanField = (typeof planFields)[number]
/** The form's values as its inputs hold them: the amount as typed ('833,30'), the first date as 'YYYY-MM-DD', ids as digits ('' = none). */
export type PlanValues = Record<PlanField, string>

export const installmentFormMessages = modalFormMessages

/** Form values → what the shared contract reads: an empty select is a missing value, an empty card is none. */
export function planRequest(values: PlanValues): Record<string, unknown> {
  const orMissing = (value: string) => (value.trim() === '' ? undefined : value)
  // The input's own reading of the amount ('12,' is 12): the contract then checks the rest.
  const cents = parseAmountInput(values.valorTotal, { allowZero: true })
  return {
    descricao: values.descricao,
    valorTotal: cents === null ? orMissing(values.valorTotal) : centsToAmount(cents),
    numeroParcelas: orMissing(values.numeroParcelas),
    dataPrimeiraParcela: values.dataPrimeiraParcela,
    intervaloParcelas: values.intervaloParcelas,
    pessoaContaId: values.pessoaContaId === '' ? null : values.pessoaContaId,
    cartaoId: values.cartaoId === '' ? null : values.cartaoId,
    categoriaId: values.categoriaId === '' ? null : values.categoriaId,
    situacao: values.situacao,
  }
}

export const validatePlan = schemaValidator<PlanValues>(installmentPlanCreateSchema, planRequest, planFields)

/** The schedule's numbers of valid values (null while any is missing or invalid). */
function scheduleInput(values: PlanValues) {
  const cents = parseAmountInput(values.valorTotal, { allowZero: true })
  const count = /^\d{1,3}$/.test(values.numeroParcelas.trim()) ? Number(values.numeroParcelas.trim()) : Number.NaN
  const first = values.dataPrimeiraParcela ? parseFinanceDate(values.dataPrimeiraParcela) : null
  const interval = Number(values.intervaloParcelas) as InstallmentInterval
  if (cents === null || !(count >= 1 && count <= INSTALLMENT_COUNT_MAX) || !first || !installmentIntervals.includes(interval)) return null
  return { valorTotal: cents, numeroParcelas: count, dataPrimeiraParcela: first, intervaloParcelas: interval }
}

/**
 * The contract's checks plus, for an edit, the API's rule on the paid installments (a count below the
 * highest paid number, a total that leaves an unpaid one under R$ 0,01): the same field and key the
 * API's 400 would give, before any request.
 */
export const planValidator =
  (paid: readonly PaidInstallment[]) =>
  (values: PlanValues): FieldErrors<PlanField> => {
    const errors = validatePlan(values)
    const plan = paid.length > 0 ? scheduleInput(values) : null
    const problem = plan ? replanInstallments(plan, paid).problem : null
    return problem && errors[problem.field] === undefined ? { ...errors, [problem.field]: problem.code } : errors
  }

/** The POST/PUT body of validated form values (the machine saves only after validating). */
export function planInput(values: PlanValues): InstallmentPlanInput {
  const plan = installmentPlanCreateSchema.parse(planRequest(values))
  return {
    descricao: plan.descricao,
    valorTotal: centsToAmount(plan.valorTotal),
    numeroParcelas: plan.numeroParcelas,
    dataPrimeiraParcela: plan.dataPrimeiraParcela.toISOString(),
    intervaloParcelas: plan.intervaloParcelas,
    pessoaContaId: plan.pessoaContaId,
    cartaoId: plan.cartaoId,
    categoriaId: plan.categoriaId,
    situacao: plan.situacao,
  }
}

/** The schedule in a line: groups of equal installments (the remainder cents go first) and the last due date. */
export interface SchedulePreview {
  count: number
  /**
   * Runs of equal installments in number order, e.g. [{ count: 1, cents: 334 }, { count: 2, cents: 333 }];
   * an edit's paid installments are their own runs (`paid`), at the value they keep.
   */
  groups: { count: number; cents: number; paid: boolean }[]
  /** ISO instant of the last installment's due date. */
  lastDue: string
  /** On a card with statement days, the statements ('YYYY-MM') of the first and the last installment; else null. */
  statements: { first: string; last: string } | null
}

/** The statement calendar of the chosen card when it has statement days: its installments fall on its statements. */
function statementCalendarOf(cards: readonly BankCard[], cardValue: string) {
  const card = cards.find((candidate) => String(candidate.id) === cardValue)
  return card && card.diaFechamento !== null && card.diaVencimento !== null ? cardStatementCalendar(card.diaFechamento, card.diaVencimento) : null
}

/**
 * What the API will store for these values and the plan's paid installments (none for a new plan): the
 * same replanInstallments it runs, or null while the amount, count, first date or interval is missing or
 * invalid, or the rule refuses them (an installment under R$ 0,01, a count below a paid number).
 */
export function schedulePreview(values: PlanValues, paid: readonly PaidInstallment[] = [], cards: readonly BankCard[] = []): SchedulePreview | null {
  const plan = scheduleInput(values)
  if (!plan) return null
  const { schedule } = replanInstallments(plan, paid, statementCalendarOf(cards, values.cartaoId))
  if (!schedule) return null
  const last = schedule[schedule.length - 1]!
  if (!(last.dataVencimento.getUTCFullYear() <= 9999)) return null
  const groups: SchedulePreview['groups'] = []
  for (const { valorParcela, paid: kept } of schedule) {
    const group = groups[groups.length - 1]
    if (group && group.cents === valorParcela && group.paid === kept) group.count += 1
    else groups.push({ count: 1, cents: valorParcela, paid: kept })
  }
  const first = schedule[0]!
  const statements = first.faturaMes !== null && last.faturaMes !== null ? { first: first.faturaMes, last: last.faturaMes } : null
  return { count: plan.numeroParcelas, groups, lastDue: last.dataVencimento.toISOString(), statements }
}

/** A plan's first due date as a date input holds it: its São Paulo calendar day. */
export function dateInputValue(iso: string): string {
  const { year, month, day } = zonedWallTime(new Date(iso))
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function emptyPlanValues(today: string): PlanValues {
  return {
    descricao: '',
    valorTotal: '',
    numeroParcelas: '',
    dataPrimeiraParcela: today,
    intervaloParcelas: String(DEFAULT_INSTALLMENT_INTERVAL),
    pessoaContaId: '',
    cartaoId: '',
    categoriaId: '',
    situacao: DEFAULT_PLAN_STATUS,
  }
}

export function planValues(plan: InstallmentPlan): PlanValues {
  return {
    descricao: plan.descricao,
    valorTotal: amountInputText(amountToCents(plan.valorTotal)),
    numeroParcelas: String(plan.numeroParcelas),
    dataPrimeiraParcela: dateInputValue(plan.dataPrimeiraParcela),
    intervaloParcelas: String(plan.intervaloParcelas),
    pessoaContaId: plan.pessoaContaId === null ? '' : String(plan.pessoaContaId),
    cartaoId: plan.cartaoId === null ? '' : String(plan.cartaoId),
    categoriaId: plan.categoriaId === null ? '' : String(plan.categoriaId),
    situacao: plan.situacao,
  }
}

export interface InstallmentFormContext extends ModalFormContext<PlanValues> {
  /** The plan being edited; null creates a plan. */
  planId: number | null
  preview: SchedulePreview | null
  /** The choices of the person/account, card and category (expense categories) selects. */
  holders: AccountHolder[]
  cards: BankCard[]
  categories: Category[]
  /** An edited plan's paid installments (they keep their numbers, dates and values); [] for a new plan. */
  paid: PaidInstallment[]
  /** An edit whose installments could not be read: no preview (it could not show what will be saved). */
  paidUnknown: boolean
  /** The plan as the API stored it, once saved. */
  saved: InstallmentPlan | null
  /** Which "+ New …" form is open beside its select (its actor is the child `inlineCreate`), or null. */
  creating: InlineCreateKind | null
}

export interface InstallmentFormInput {
  plan: InstallmentPlan | null
  holders: AccountHolder[]
  cards: BankCard[]
  /** The user's categories; the select offers the expense ones. */
  categories: Category[]
  /** The default first date of a new plan ('YYYY-MM-DD'). */
  today: string
}

export type InstallmentFormEvent =
  | ModalFormEvent<PlanValues>
  /** "+ New person/account" or "+ New category" (an expense one): a small form beside the select (inline-create.machine.ts). */
  | { type: 'inline.open'; kind: InlineCreateKind }
  | { type: 'xstate.done.actor.inlineCreate'; output: InlineCreateOutput }

/** A person/account or category made inside the form joins its list (by name) and is chosen; the other inputs stay. */
function withCreated(context: InstallmentFormContext, output: InlineCreateOutput): Partial<InstallmentFormContext> {
  if (output.outcome !== 'created') return {}
  const validate = planValidator(context.paid)
  if (output.kind === 'holder') {
    const holders = joinByName(context.holders, output.item, (row) => row.nomePessoa)
    return { holders, form: changeField(context.form, validate, 'pessoaContaId', String(output.item.id)) }
  }
  // A plan's categories are expense ones: the one made here is one.
  return withCreatedCategory(context, output.item, { type: 'Despesa', validate })
}

/** How the modal ended (the page that invoked it reads it): the saved plan, or closed without saving. */
export type InstallmentFormOutput = { outcome: 'saved'; plan: InstallmentPlan } | { outcome: 'closed' }

const planForm = modalForm({} as ModalFormTypes<InstallmentFormContext, InstallmentFormEvent, InstallmentFormInput, InstallmentFormOutput>, {
  validate: (context) => planValidator(context.paid),
  normalize: { valorTotal: normalizeAmountInput },
  follow: (form, context) => ({ preview: context.paidUnknown ? null : schedulePreview(form.values, context.paid, context.cards) }),
  actors: { ...installmentFormActors, inlineCreate: inlineCreateMachine },
  save: { src: 'savePlan', input: (context) => ({ planId: context.planId, plan: planInput(context.form.values) }), done: (saved) => ({ saved }) },
})

export const installmentFormMachine = planForm.setup
  .extend({
    actions: {
      openInline: spawnChild('inlineCreate', {
        id: 'inlineCreate',
        // A plan's category is an expense one.
        input: ({ event }: { event: InstallmentFormEvent }) => ({ kind: event.type === 'inline.open' ? event.kind : 'holder', tipoCategoria: 'Despesa' as const }),
      }),
      markCreating: assign((_, kind: InlineCreateKind) => ({ creating: kind })),
      addCreated: assign(({ context }, output: InlineCreateOutput) => ({ creating: null, ...withCreated(context, output) })),
      closeInline: stopChild('inlineCreate'),
      assignPaid: assign(({ context }, installments: MonthlyInstallment[]) => {
        const paid = installments
          .filter((row) => isPaidInstallmentStatus(row.situacao))
          .map((row) => ({ numeroParcela: row.numeroParcela, dataVencimento: new Date(row.dataVencimento), valorParcela: amountToCents(row.valorParcela) }))
        return { paid, preview: schedulePreview(context.form.values, paid, context.cards) }
      }),
      paidUnknown: assign({ paidUnknown: true, preview: null }),
    },
    guards: {
      isEdit: ({ context }) => context.planId !== null,
      /** One small form at a time. */
      canOpenInline: ({ context }) => context.creating === null,
    },
  })
  .createMachine({
    id: 'installmentForm',
    context: ({ input }) => {
      const values = input.plan ? planValues(input.plan) : emptyPlanValues(input.today)
      return {
        planId: input.plan?.id ?? null,
        ...modalFormContext(values),
        preview: input.plan ? null : schedulePreview(values, [], input.cards),
        holders: input.holders,
        cards: input.cards,
        categories: input.categories,
        paid: [],
        paidUnknown: false,
        saved: null,
        creating: null,
      }
    },
    // The inline form ends in whatever state the form is in (a save may have started meanwhile).
    on: {
      'xstate.done.actor.inlineCreate': { actions: [{ type: 'addCreated', params: ({ event }) => event.output }, 'closeInline'] },
    },
    initial: 'opening',
    states: {
      opening: {
        always: [{ guard: 'isEdit', target: 'loadingInstallments' }, { target: 'editing' }],
      },
      // An edit reads the plan's installments first: the preview must show what will be saved, paid rows
      // included. The fields take typing meanwhile; saving waits.
      loadingInstallments: {
        invoke: {
          id: 'loadInstallments',
          src: 'loadInstallments',
          input: ({ context }) => ({ planId: context.planId! }),
          onDone: { target: 'editing', actions: { type: 'assignPaid', params: ({ event }) => event.output } },
          onError: { target: 'editing', actions: 'paidUnknown' },
        },
        on: {
          'field.change': planForm.change,
          'form.cancel': 'closed',
        },
      },
      ...planForm.states({
        on: { 'inline.open': { guard: 'canOpenInline', actions: ['openInline', { type: 'markCreating', params: ({ event }: { event: { kind: InlineCreateKind } }) => event.kind }] } },
      }),
    },
    output: ({ context }) => (context.saved ? { outcome: 'saved', plan: context.saved } : { outcome: 'closed' }),
  })

export type InstallmentFormMachine = typeof installmentFormMachine
