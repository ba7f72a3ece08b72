import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { dayKey, dayStart } from '@contract/calendar'
import { cardStatementCalendar, type CardStatementCalendar } from '@contract/card-statement'
import { addCalendarDays, addCalendarMonths, addMonths, monthOfDay } from '@contract/days'
import type { CategoryType, PlanStatus } from '@contract/finance'
import { installmentSchedule } from '@contract/installment'
import { centsToDecimal } from '@contract/money'
import { generationHorizon, occurrencesBetween, type RecurrenceFrequency, type WeekendAdjustment } from '@contract/recurrence'
import { insertRecords } from '../db/bulk'
import {
  accountHolders,
  bankAccounts,
  bankCards,
  budgets,
  cardStatementPayments,
  categories,
  entries,
  installmentPlans,
  monthlyInstallments,
  recurrences,
  transfers,
} from '../db/schema'
import type { Language } from '../i18n'
import { DEFAULT_CATEGORIES } from './default-categories'
import { installmentEntryDescription, type Executor } from './installment-links'

// The visitor's demo household (docs/product-rules.md#the-visitors-demo): a year of a Brazilian couple's finances up to
// today and what is already scheduled after it, made from a seed. `planHousehold` is pure — the same seed and day give
// the same rows — and states every figure as the money rules would have made it through the API: occurrences of the
// series through the generation horizon, installments placed on statements, past statements paid on their due dates,
// settled entries at their amounts. `writeHousehold` writes the plan in one statement per table (the bulk writer).

/** 'YYYY-MM-DD' of the São Paulo calendar. */
type Day = string

/** A small, fast, seedable generator (mulberry32): the household is the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type Text = Record<Language, string>

// What the plan names by index in each list: the writer turns indexes into the rows' ids.
const CHECKING = 0
const SAVINGS = 1
const WALLET = 2
/** Card A closes a week before its due date, which is 3 days from today: its statement due this week is closed and unpaid. */
const CARD_A = 0
/** Card B closes 10 days from today: its current statement is open. */
const CARD_B = 1

/** A category by its Portuguese name (the default categories' list, the one place they are named). */
export type CategoryName = (typeof DEFAULT_CATEGORIES)[number]['nome']['pt']

export interface PlannedEntry {
  date: Day
  descricao: string
  /** Cents. */
  valor: number
  tipo: CategoryType
  categoria: number | null
  conta: number | null
  cartao: number | null
  faturaMes: string | null
  /** Settled: the amount paid (cents) and the day; null while pending. */
  paid: { valor: number; day: Day } | null
  /** The statement payment that settled a card item. */
  payment: number | null
  installment: number | null
  series: number | null
  dataOcorrencia: Day | null
}

export interface HouseholdPlan {
  categories: { nome: string; tipo: CategoryType }[]
  accounts: { nome: string; tipo: 'Corrente' | 'Poupanca' | 'Carteira'; saldoInicial: number; dataSaldoInicial: Day }[]
  holders: { nome: string }[]
  cards: { nomeUsuario: string; nomeBanco: string; apelido: string; final: string; diaFechamento: number; diaVencimento: number; limite: number; contaPagamento: number }[]
  transfers: { origem: number; destino: number; valor: number; day: Day; descricao: string }[]
  payments: { cartao: number; mes: string; conta: number; valor: number; day: Day }[]
  plans: { descricao: string; valorTotal: number; numeroParcelas: number; dataPrimeiraParcela: Date; cartao: number | null; pessoa: number; categoria: number; situacao: PlanStatus }[]
  installments: { plan: number; numero: number; dataVencimento: Date; valor: number; paid: { valor: number; day: Day } | null }[]
  series: {
    descricao: string
    valor: number
    tipo: CategoryType
    categoria: number
    conta: number | null
    cartao: number | null
    frequencia: RecurrenceFrequency
    dataInicio: Day
    ajuste: WeekendAdjustment
    geradaAte: Day
  }[]
  entries: PlannedEntry[]
  budgets: { categoria: number; mes: string; valorLimite: number; repetir: boolean }[]
}

/** How many rows of each kind a household has (the creation answer's log line, the tests and the bench). */
export const householdCounts = (plan: HouseholdPlan) => ({
  categorias: plan.categories.length,
  contasBancarias: plan.accounts.length,
  pessoas: plan.holders.length,
  cartoes: plan.cards.length,
  transferencias: plan.transfers.length,
  pagamentosFatura: plan.payments.length,
  parcelamentos: plan.plans.length,
  parcelas: plan.installments.length,
  recorrencias: plan.series.length,
  lancamentos: plan.entries.length,
  lancamentosAteHoje: plan.entries.filter((entry) => entry.installment === null && entry.series === null).length,
  orcamentos: plan.budgets.length,
})

/** Everyday spending: what, in which category, how often a month, from/to how much, paid how. */
interface Habit {
  categoria: CategoryName
  names: readonly Text[]
  perMonth: number
  min: number
  max: number
  /** Where it is paid: a card, the checking account (debit) or the wallet; the weights of each. */
  pay: readonly (readonly [typeof CARD_A | typeof CARD_B | 'debit' | 'cash', number])[]
}

const t = (pt: string, en: string): Text => ({ pt, en })

const HABITS: readonly Habit[] = [
  {
    categoria: 'Mercado',
    names: [t('Supermercado Pão de Açúcar', 'Pão de Açúcar supermarket'), t('Carrefour', 'Carrefour'), t('Assaí Atacadista', 'Assaí wholesale'), t('Hortifruti', 'Greengrocer')],
    perMonth: 10,
    min: 60,
    max: 380,
    pay: [
      [CARD_A, 6],
      ['debit', 4],
    ],
  },
  { categoria: 'Mercado', names: [t('Padaria Bella Vista', 'Bella Vista bakery'), t('Padaria do bairro', 'Corner bakery')], perMonth: 22, min: 8, max: 42, pay: [['cash', 6], ['debit', 4]] },
  { categoria: 'Mercado', names: [t('Feira livre', 'Street market')], perMonth: 4, min: 40, max: 110, pay: [['cash', 1]] },
  { categoria: 'Restaurantes', names: [t('iFood', 'iFood delivery')], perMonth: 11, min: 38, max: 125, pay: [[CARD_A, 1]] },
  {
    categoria: 'Restaurantes',
    names: [t('Almoço no restaurante', 'Lunch out'), t('Pizzaria Bráz', 'Bráz pizzeria'), t('Restaurante japonês', 'Japanese restaurant')],
    perMonth: 7,
    min: 35,
    max: 190,
    pay: [
      [CARD_B, 3],
      [CARD_A, 1],
    ],
  },
  { categoria: 'Restaurantes', names: [t('Café', 'Coffee'), t('Lanchonete', 'Snack bar')], perMonth: 13, min: 7, max: 32, pay: [['cash', 1], ['debit', 1]] },
  { categoria: 'Transporte', names: [t('Uber', 'Uber ride'), t('99 corrida', '99 ride')], perMonth: 16, min: 11, max: 48, pay: [[CARD_A, 1]] },
  { categoria: 'Transporte', names: [t('Recarga do Bilhete Único', 'Transit card top-up')], perMonth: 2, min: 50, max: 100, pay: [['debit', 1]] },
  { categoria: 'Transporte', names: [t('Estacionamento', 'Parking')], perMonth: 4, min: 12, max: 35, pay: [[CARD_B, 1], ['cash', 1]] },
  { categoria: 'Combustível', names: [t('Posto Shell', 'Shell gas station'), t('Posto Ipiranga', 'Ipiranga gas station')], perMonth: 4, min: 150, max: 290, pay: [[CARD_B, 1]] },
  { categoria: 'Farmácia', names: [t('Drogasil', 'Drogasil pharmacy'), t('Droga Raia', 'Droga Raia pharmacy')], perMonth: 3, min: 18, max: 170, pay: [[CARD_A, 3], ['debit', 1]] },
  { categoria: 'Saúde', names: [t('Consulta médica', 'Doctor visit'), t('Exames de laboratório', 'Lab tests')], perMonth: 0.5, min: 150, max: 380, pay: [['debit', 1]] },
  {
    categoria: 'Lazer',
    names: [t('Cinema', 'Movies'), t('Bar com amigos', 'Drinks with friends'), t('Parque de diversões', 'Amusement park'), t('Teatro', 'Theatre')],
    perMonth: 3,
    min: 40,
    max: 230,
    pay: [[CARD_B, 1]],
  },
  { categoria: 'Vestuário', names: [t('Renner', 'Renner clothing'), t('C&A', 'C&A clothing'), t('Zara', 'Zara')], perMonth: 1, min: 80, max: 390, pay: [[CARD_A, 1]] },
  { categoria: 'Pets', names: [t('Petz — ração', 'Petz — pet food'), t('Banho e tosa', 'Pet grooming')], perMonth: 2, min: 60, max: 240, pay: [[CARD_B, 1]] },
  { categoria: 'Presentes', names: [t('Presente de aniversário', 'Birthday present')], perMonth: 0.6, min: 60, max: 280, pay: [[CARD_A, 1]] },
  { categoria: 'Educação', names: [t('Livraria Cultura', 'Bookshop'), t('Material escolar', 'School supplies')], perMonth: 0.7, min: 35, max: 160, pay: [[CARD_A, 1]] },
  { categoria: 'Outras despesas', names: [t('Amazon', 'Amazon order'), t('Mercado Livre', 'Mercado Livre order')], perMonth: 1.5, min: 40, max: 320, pay: [[CARD_B, 1]] },
  { categoria: 'Impostos e taxas', names: [t('Tarifa do pacote de serviços', 'Bank service fee')], perMonth: 1, min: 29.9, max: 29.9, pay: [['debit', 1]] },
]

/** A monthly bill or income on a day of month set relative to today (`offset` days from today, in every month). */
interface SeriesSpec {
  descricao: Text
  categoria: CategoryName
  tipo: CategoryType
  valor: number
  offset: number
  on: 'checking' | typeof CARD_A | typeof CARD_B
  ajuste?: WeekendAdjustment
  /** What was really paid varies around `valor` (utility bills): the settled occurrences' `valorPago`. */
  varies?: number
}

const SERIES: readonly SeriesSpec[] = [
  { descricao: t('Salário — Ana', 'Salary — Ana'), categoria: 'Salário', tipo: 'Receita', valor: 7850, offset: 13, on: 'checking', ajuste: 'Antecipar' },
  { descricao: t('Salário — Carlos', 'Salary — Carlos'), categoria: 'Salário', tipo: 'Receita', valor: 5200, offset: -2, on: 'checking', ajuste: 'Antecipar' },
  { descricao: t('Aluguel', 'Rent'), categoria: 'Moradia', tipo: 'Despesa', valor: 2350, offset: 6, on: 'checking' },
  { descricao: t('Condomínio', 'Condo fee'), categoria: 'Moradia', tipo: 'Despesa', valor: 680, offset: 6, on: 'checking' },
  { descricao: t('Conta de luz — Enel', 'Electricity bill — Enel'), categoria: 'Contas da casa', tipo: 'Despesa', valor: 210, offset: 8, on: 'checking', varies: 55 },
  // Its latest occurrence before today is left unpaid: the household's overdue bill.
  { descricao: t('Conta de água — Sabesp', 'Water bill — Sabesp'), categoria: 'Contas da casa', tipo: 'Despesa', valor: 96, offset: -6, on: 'checking', varies: 18 },
  { descricao: t('Internet Vivo Fibra', 'Vivo fibre internet'), categoria: 'Internet e telefone', tipo: 'Despesa', valor: 119.9, offset: 1, on: 'checking' },
  { descricao: t('Plano de saúde', 'Health insurance'), categoria: 'Saúde', tipo: 'Despesa', valor: 890, offset: 9, on: 'checking' },
  { descricao: t('Academia Smart Fit', 'Smart Fit gym'), categoria: 'Saúde', tipo: 'Despesa', valor: 119.9, offset: 15, on: 'checking' },
  { descricao: t('Netflix', 'Netflix'), categoria: 'Assinaturas', tipo: 'Despesa', valor: 55.9, offset: 2, on: CARD_A },
  { descricao: t('Plano de celular — Claro', 'Mobile plan — Claro'), categoria: 'Internet e telefone', tipo: 'Despesa', valor: 69.9, offset: -10, on: CARD_A },
  { descricao: t('Spotify Família', 'Spotify Family'), categoria: 'Assinaturas', tipo: 'Despesa', valor: 34.9, offset: 11, on: CARD_B },
]

/** The over-limit budget: a category whose month already holds this purchase, over a limit below it. */
const OVER_BUDGET = { categoria: 'Lazer' as CategoryName, limite: 350, purchase: t('Ingressos do show', 'Concert tickets'), valor: 420 }
/** Budgets that hold: their limits sit above every month's spending of the year. */
const BUDGETED: readonly CategoryName[] = ['Mercado', 'Restaurantes', 'Transporte', 'Combustível', 'Farmácia']

const cents = (amount: number) => Math.round(amount * 100)

/** Day of month of `day` (1–31). */
const dayOfMonth = (day: Day) => Number(day.slice(8, 10))

/**
 * The household of `seed` on `today` (São Paulo): 3 accounts, 2 cards with statements (card A's statement due in 3
 * days closed 4 days ago and is unpaid; card B's is open), the 21 default categories, 12 monthly series (salaries,
 * bills, subscriptions on cards) with their occurrences through the generation horizon, 2 installment plans (one on
 * card B), monthly transfers, a year of everyday spending, budgets (one over its limit this month) and an overdue
 * water bill. Past statements are paid on their due dates from the checking account.
 */
export function planHousehold({ seed, today, language }: { seed: number; today: Day; language: Language }): HouseholdPlan {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const weighted = <T>(list: readonly (readonly [T, number])[]): T => {
    const total = list.reduce((sum, [, weight]) => sum + weight, 0)
    let at = random() * total
    for (const [value, weight] of list) {
      at -= weight
      if (at < 0) return value
    }
    return list.at(-1)![0]
  }
  /** An amount between min and max in cents, priced as shops price (ending in 0 or 9 often). */
  const amount = (min: number, max: number) => {
    if (min === max) return cents(min)
    const raw = cents(min + (max - min) * random() ** 1.6)
    return random() < 0.4 ? Math.max(cents(min), Math.floor(raw / 100) * 100 + 90) : raw
  }
  const text = (value: Text) => value[language]

  const start = addCalendarMonths(today, -12)
  const horizon = generationHorizon(today)
  const currentMonth = monthOfDay(today)

  const categoryList = DEFAULT_CATEGORIES.map((category) => ({ nome: category.nome[language], tipo: category.tipoCategoria }))
  const categoryIndex = new Map(DEFAULT_CATEGORIES.map((category, index) => [category.nome.pt, index]))
  const category = (name: CategoryName) => categoryIndex.get(name)!

  const holders = [{ nome: 'Ana Souza' }, { nome: 'Carlos Souza' }]
  const dayA = { fechamento: dayOfMonth(addCalendarDays(today, -4)), vencimento: dayOfMonth(addCalendarDays(today, 3)) }
  const dayB = { fechamento: dayOfMonth(addCalendarDays(today, 10)), vencimento: dayOfMonth(addCalendarDays(today, 17)) }
  const cards: HouseholdPlan['cards'] = [
    { nomeUsuario: 'Ana Souza', nomeBanco: 'Nubank', apelido: text(t('Roxinho da Ana', "Ana's purple card")), final: '4821', diaFechamento: dayA.fechamento, diaVencimento: dayA.vencimento, limite: cents(12_000), contaPagamento: CHECKING },
    { nomeUsuario: 'Carlos Souza', nomeBanco: 'Itaú', apelido: text(t('Itaú Platinum do Carlos', "Carlos's Itaú Platinum")), final: '1937', diaFechamento: dayB.fechamento, diaVencimento: dayB.vencimento, limite: cents(8_000), contaPagamento: CHECKING },
  ]
  const calendars: CardStatementCalendar[] = cards.map((card) => cardStatementCalendar(card.diaFechamento, card.diaVencimento))
  /** Whether a statement's due date has passed: its items were paid with it. */
  const statementPaid = (card: number, mes: string) => calendars[card]!.statementDates(mes).dataVencimento < today

  const entryList: PlannedEntry[] = []
  const entry = (fields: Omit<PlannedEntry, 'faturaMes' | 'paid' | 'payment' | 'installment' | 'series' | 'dataOcorrencia'> & Partial<PlannedEntry>) =>
    entryList.push({ faturaMes: null, paid: null, payment: null, installment: null, series: null, dataOcorrencia: null, ...fields })

  /** An everyday purchase or income on `day`: on a card, an item of its statement; in an account, settled unless after today. */
  const purchase = (day: Day, descricao: string, valor: number, categoria: number, where: { card: number } | { account: number }, tipo: CategoryType = 'Despesa') => {
    if ('card' in where) {
      entry({ date: day, descricao, valor, tipo, categoria, conta: null, cartao: where.card, faturaMes: calendars[where.card]!.statementOfPurchase(day) })
    } else {
      entry({ date: day, descricao, valor, tipo, categoria, conta: where.account, cartao: null, paid: day <= today ? { valor, day } : null })
    }
  }

  // A year of everyday spending, day by day.
  for (let day = start; day <= today; day = addCalendarDays(day, 1)) {
    for (const habit of HABITS) {
      const chance = habit.perMonth / 30.4
      let times = Math.floor(chance)
      if (random() < chance - times) times += 1
      for (let n = 0; n < times; n += 1) {
        const how = weighted(habit.pay)
        const where = how === 'debit' ? { account: CHECKING } : how === 'cash' ? { account: WALLET } : { card: how }
        purchase(day, text(pick(habit.names)), amount(habit.min, habit.max), category(habit.categoria), where)
      }
    }
  }
  // A trip five months ago, a refund on card A and two freelance jobs.
  const trip = addCalendarDays(today, -150)
  purchase(trip, text(t('Passagens aéreas — Salvador', 'Flights to Salvador')), cents(1_348.6), category('Viagens'), { card: CARD_A })
  purchase(addCalendarDays(trip, 2), text(t('Pousada em Salvador', 'Guesthouse in Salvador')), cents(1_120), category('Viagens'), { card: CARD_B })
  purchase(addCalendarDays(trip, 40), text(t('Estorno — Renner', 'Refund — Renner')), cents(129.9), category('Outras receitas'), { card: CARD_A }, 'Receita')
  for (const ago of [95, 250]) purchase(addCalendarDays(today, -ago), text(t('Projeto freelance', 'Freelance project')), amount(1_200, 2_800), category('Outras receitas'), { account: CHECKING }, 'Receita')
  // The month's over-limit purchase, on its first day.
  purchase(`${currentMonth}-01`, text(OVER_BUDGET.purchase), cents(OVER_BUDGET.valor), category(OVER_BUDGET.categoria), { card: CARD_B })

  // The monthly series and their occurrences through the generation horizon.
  const seriesList: HouseholdPlan['series'] = []
  const waterIndex = SERIES.findIndex((spec) => spec.varies !== undefined && spec.offset < 0)
  SERIES.forEach((spec, index) => {
    const anchor = addCalendarDays(today, spec.offset)
    let dataInicio = addCalendarMonths(anchor, -12)
    if (dataInicio < start) dataInicio = addCalendarMonths(anchor, -11)
    const conta = spec.on === 'checking' ? CHECKING : null
    const cartao = spec.on === 'checking' ? null : spec.on
    const series = { descricao: text(spec.descricao), valor: cents(spec.valor), tipo: spec.tipo, categoria: category(spec.categoria), conta, cartao, frequencia: 'Mensal' as const, dataInicio, ajuste: spec.ajuste ?? 'Nenhum', geradaAte: horizon }
    seriesList.push(series)
    const occurrences = occurrencesBetween({ dataInicio, dataFim: null, frequencia: 'Mensal', ajusteFimDeSemana: series.ajuste }, dataInicio, horizon)
    const overdue = index === waterIndex ? occurrences.filter((occurrence) => occurrence.data < today).at(-1)?.dataOcorrencia : undefined
    for (const occurrence of occurrences) {
      const base = { date: occurrence.data, descricao: series.descricao, valor: series.valor, tipo: series.tipo, categoria: series.categoria, series: index, dataOcorrencia: occurrence.dataOcorrencia }
      if (cartao !== null) {
        entry({ ...base, conta: null, cartao, faturaMes: calendars[cartao]!.statementOfPurchase(occurrence.data) })
        continue
      }
      const settled = occurrence.data <= today && occurrence.dataOcorrencia !== overdue
      const paidValue = spec.varies === undefined ? series.valor : series.valor + Math.round((random() * 2 - 1) * cents(spec.varies))
      entry({ ...base, conta, cartao: null, paid: settled ? { valor: paidValue, day: occurrence.data } : null })
    }
  })

  // Two installment plans: a laptop on card B's statements, an English course paid from the checking account.
  const plans: HouseholdPlan['plans'] = []
  const installments: HouseholdPlan['installments'] = []
  const addPlan = (plan: HouseholdPlan['plans'][number], conta: number | null) => {
    const index = plans.push(plan) - 1
    const schedule = installmentSchedule(
      { valorTotal: plan.valorTotal, numeroParcelas: plan.numeroParcelas, dataPrimeiraParcela: plan.dataPrimeiraParcela, intervaloParcelas: 30 },
      plan.cartao === null ? null : calendars[plan.cartao],
    )
    for (const item of schedule) {
      const day = dayKey(item.dataVencimento)
      const paid = item.faturaMes === null ? day < today : statementPaid(plan.cartao!, item.faturaMes)
      const installment = installments.push({ plan: index, numero: item.numeroParcela, dataVencimento: item.dataVencimento, valor: item.valorParcela, paid: null }) - 1
      entry({
        date: day,
        descricao: installmentEntryDescription(plan.descricao, item.numeroParcela, plan.numeroParcelas),
        valor: item.valorParcela,
        tipo: 'Despesa',
        categoria: plan.categoria,
        conta: item.faturaMes === null ? conta : null,
        cartao: item.faturaMes === null ? null : plan.cartao,
        faturaMes: item.faturaMes,
        installment,
        paid: paid && item.faturaMes === null ? { valor: item.valorParcela, day } : null,
      })
      if (paid && item.faturaMes === null) installments[installment]!.paid = { valor: item.valorParcela, day }
    }
  }
  addPlan(
    { descricao: text(t('Notebook Dell Inspiron', 'Dell Inspiron laptop')), valorTotal: cents(4_790), numeroParcelas: 10, dataPrimeiraParcela: dayStart(addCalendarDays(today, -118)), cartao: CARD_B, pessoa: 1, categoria: category('Educação'), situacao: 'Ativo' },
    null,
  )
  addPlan(
    {
      descricao: text(t('Curso de inglês', 'English course')),
      valorTotal: cents(3_480),
      numeroParcelas: 12,
      dataPrimeiraParcela: dayStart(addCalendarMonths(addCalendarDays(today, 5), -5)),
      cartao: null,
      pessoa: 0,
      categoria: category('Educação'),
      situacao: 'Ativo',
    },
    CHECKING,
  )

  // Past statements are paid in full on their due dates from the checking account: their items settled by the payment.
  const payments: HouseholdPlan['payments'] = []
  const byStatement = new Map<string, PlannedEntry[]>()
  for (const item of entryList) {
    if (item.cartao === null || !statementPaid(item.cartao, item.faturaMes!)) continue
    const key = `${item.cartao}:${item.faturaMes}`
    const items = byStatement.get(key)
    if (items) items.push(item)
    else byStatement.set(key, [item])
  }
  for (const [key, items] of [...byStatement].sort(([a], [b]) => a.localeCompare(b))) {
    const [card, mes] = [Number(key.split(':')[0]), key.split(':')[1]!]
    const due = calendars[card]!.statementDates(mes).dataVencimento
    const total = items.reduce((sum, item) => sum + (item.tipo === 'Despesa' ? item.valor : -item.valor), 0)
    const payment = total > 0 ? payments.push({ cartao: card, mes, conta: CHECKING, valor: total, day: due }) - 1 : null
    for (const item of items) {
      item.paid = { valor: item.valor, day: due }
      item.payment = payment
      if (item.installment !== null) installments[item.installment]!.paid = { valor: item.valor, day: due }
    }
  }

  // Transfers: the savings after Ana's salary, cash from the ATM twice a month; the savings' monthly yield.
  const transferList: HouseholdPlan['transfers'] = []
  for (let month = 0; month <= 12; month += 1) {
    const salaryDay = addCalendarMonths(addCalendarDays(today, 14), month - 12)
    const cashDays = [addCalendarMonths(addCalendarDays(today, 7), month - 12), addCalendarMonths(addCalendarDays(today, -8), month - 12)]
    if (salaryDay >= start && salaryDay <= today) transferList.push({ origem: CHECKING, destino: SAVINGS, valor: cents(1_500), day: salaryDay, descricao: text(t('Reserva de emergência', 'Emergency fund')) })
    for (const day of cashDays) if (day >= start && day <= today) transferList.push({ origem: CHECKING, destino: WALLET, valor: cents(400), day, descricao: text(t('Saque no caixa eletrônico', 'ATM cash withdrawal')) })
    const yieldDay = addCalendarMonths(`${currentMonth}-01`, month - 12)
    if (yieldDay > start && yieldDay <= today) {
      purchase(yieldDay, text(t('Rendimento da poupança', 'Savings interest')), cents(95 + month * 8.5) + Math.floor(random() * 900), category('Rendimentos'), { account: SAVINGS }, 'Receita')
    }
  }

  // Opening balances: what makes each account end the year near a believable balance, never below zero on the way.
  const accounts: HouseholdPlan['accounts'] = [
    { nome: text(t('Conta corrente Itaú', 'Itaú checking account')), tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: start },
    { nome: text(t('Poupança', 'Savings account')), tipo: 'Poupanca', saldoInicial: cents(12_500), dataSaldoInicial: start },
    { nome: text(t('Carteira', 'Wallet')), tipo: 'Carteira', saldoInicial: 0, dataSaldoInicial: start },
  ]
  const targets = [cents(9_800), 0, cents(180)]
  for (const account of [CHECKING, WALLET]) {
    const moves = new Map<Day, number>()
    const move = (day: Day, value: number) => moves.set(day, (moves.get(day) ?? 0) + value)
    for (const item of entryList) if (item.conta === account && item.paid) move(item.paid.day, item.tipo === 'Receita' ? item.paid.valor : -item.paid.valor)
    for (const transfer of transferList) {
      if (transfer.origem === account) move(transfer.day, -transfer.valor)
      if (transfer.destino === account) move(transfer.day, transfer.valor)
    }
    for (const payment of payments) if (payment.conta === account) move(payment.day, -payment.valor)
    let running = 0
    let lowest = 0
    for (const day of [...moves.keys()].sort()) {
      running += moves.get(day)!
      lowest = Math.min(lowest, running)
    }
    const opening = Math.max(targets[account]! - running, -lowest + cents(account === CHECKING ? 1_500 : 40))
    accounts[account]!.saldoInicial = Math.ceil(opening / 1000) * 1000
  }

  // Budgets from the year's first month, repeated: the ones that hold sit above every month's spending.
  const spentByMonth = new Map<string, number>()
  for (const item of entryList) {
    if (item.tipo !== 'Despesa' || item.categoria === null) continue
    const key = `${item.categoria}:${monthOfDay(item.date)}`
    spentByMonth.set(key, (spentByMonth.get(key) ?? 0) + (item.paid?.valor ?? item.valor))
  }
  const firstMonth = monthOfDay(start)
  const budgetList: HouseholdPlan['budgets'] = BUDGETED.map((name) => {
    let most = 0
    for (let month = firstMonth; month <= currentMonth; month = addMonths(month, 1)) most = Math.max(most, spentByMonth.get(`${category(name)}:${month}`) ?? 0)
    return { categoria: category(name), mes: firstMonth, valorLimite: Math.max(10_000, Math.ceil((most * 1.08) / 10_000) * 10_000), repetir: true }
  })
  budgetList.push({ categoria: category(OVER_BUDGET.categoria), mes: firstMonth, valorLimite: cents(OVER_BUDGET.limite), repetir: true })

  entryList.sort((a, b) => a.date.localeCompare(b.date))
  return { categories: categoryList, accounts, holders, cards, transfers: transferList, payments, plans, installments, series: seriesList, entries: entryList, budgets: budgetList }
}

/** `count` new ids of each table's serial, in one round trip. */
async function reserveIds(executor: Executor, counts: ReadonlyArray<readonly [PgTable, number]>): Promise<number[][]> {
  const columns = counts.map(
    ([table, count], index) =>
      sql`(select coalesce(array_agg(nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int), '{}') from generate_series(1, ${count}::int)) as ${sql.identifier(`c${index}`)}`,
  )
  const result = (await executor.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Record<string, number[]>[] }
  const row = result.rows[0]!
  return counts.map((_, index) => (row[`c${index}`] ?? []).map(Number))
}

/**
 * Writes `plan` as `userId`'s rows inside the caller's transaction: the ids reserved first (one query), then one
 * statement per table through the bulk writer. The account totals' triggers sum the entries, transfers and payments
 * as they do for rows written one by one.
 */
export async function writeHousehold(executor: Executor, userId: number, plan: HouseholdPlan): Promise<void> {
  const [categoryIds, accountIds, holderIds, cardIds, seriesIds, planIds, installmentIds, paymentIds] = await reserveIds(executor, [
    [categories, plan.categories.length],
    [bankAccounts, plan.accounts.length],
    [accountHolders, plan.holders.length],
    [bankCards, plan.cards.length],
    [recurrences, plan.series.length],
    [installmentPlans, plan.plans.length],
    [monthlyInstallments, plan.installments.length],
    [cardStatementPayments, plan.payments.length],
  ]) as [number[], number[], number[], number[], number[], number[], number[], number[]]
  const id = (ids: number[], index: number | null) => (index === null ? null : ids[index]!)
  const moment = (day: Day) => dayStart(day).toISOString()
  const indexed = <Row>(rows: readonly Row[]) => rows.map((row, index) => ({ row, index }))

  await insertRecords(executor, categories, indexed(plan.categories), ({ row, index }) => ({ id: categoryIds[index], user_id: userId, nome_categoria: row.nome, tipo_categoria: row.tipo }))
  await insertRecords(executor, bankAccounts, indexed(plan.accounts), ({ row, index }) => ({
    id: accountIds[index],
    user_id: userId,
    nome: row.nome,
    tipo: row.tipo,
    saldo_inicial: centsToDecimal(row.saldoInicial),
    data_saldo_inicial: moment(row.dataSaldoInicial),
  }))
  await insertRecords(executor, accountHolders, indexed(plan.holders), ({ row, index }) => ({ id: holderIds[index], user_id: userId, nome_pessoa: row.nome }))
  await insertRecords(executor, bankCards, indexed(plan.cards), ({ row, index }) => ({
    id: cardIds[index],
    user_id: userId,
    nome_usuario: row.nomeUsuario,
    nome_banco: row.nomeBanco,
    apelido: row.apelido,
    final: row.final,
    dia_fechamento: row.diaFechamento,
    dia_vencimento: row.diaVencimento,
    limite: centsToDecimal(row.limite),
    conta_pagamento_id: accountIds[row.contaPagamento],
  }))
  await insertRecords(executor, transfers, plan.transfers, (row) => ({
    user_id: userId,
    conta_origem_id: accountIds[row.origem],
    conta_destino_id: accountIds[row.destino],
    valor: centsToDecimal(row.valor),
    data: moment(row.day),
    descricao: row.descricao,
  }))
  await insertRecords(executor, cardStatementPayments, indexed(plan.payments), ({ row, index }) => ({
    id: paymentIds[index],
    user_id: userId,
    cartao_id: cardIds[row.cartao],
    mes: row.mes,
    conta_bancaria_id: accountIds[row.conta],
    valor: centsToDecimal(row.valor),
    data: moment(row.day),
    aberto: false,
  }))
  await insertRecords(executor, installmentPlans, indexed(plan.plans), ({ row, index }) => ({
    id: planIds[index],
    user_id: userId,
    descricao: row.descricao,
    valor_total: centsToDecimal(row.valorTotal),
    numero_parcelas: row.numeroParcelas,
    data_primeira_parcela: row.dataPrimeiraParcela.toISOString(),
    intervalo_parcelas: 30,
    pessoa_conta_id: holderIds[row.pessoa],
    cartao_id: id(cardIds, row.cartao),
    categoria_id: categoryIds[row.categoria],
    situacao: row.situacao,
  }))
  await insertRecords(executor, monthlyInstallments, indexed(plan.installments), ({ row, index }) => ({
    id: installmentIds[index],
    plan_id: planIds[row.plan],
    numero_parcela: row.numero,
    data_vencimento: row.dataVencimento.toISOString(),
    data_pagamento: row.paid ? moment(row.paid.day) : null,
    valor_parcela: centsToDecimal(row.valor),
    valor_pago: row.paid ? centsToDecimal(row.paid.valor) : null,
    situacao: row.paid ? 'Pago' : 'A Pagar',
  }))
  await insertRecords(executor, recurrences, indexed(plan.series), ({ row, index }) => ({
    id: seriesIds[index],
    user_id: userId,
    descricao: row.descricao,
    valor: centsToDecimal(row.valor),
    tipo_lancamento: row.tipo,
    categoria_id: categoryIds[row.categoria],
    conta_bancaria_id: id(accountIds, row.conta),
    cartao_id: id(cardIds, row.cartao),
    frequencia: row.frequencia,
    data_inicio: row.dataInicio,
    ajuste_fim_de_semana: row.ajuste,
    gerada_ate: row.geradaAte,
  }))
  await insertRecords(executor, entries, plan.entries, (row) => ({
    user_id: userId,
    data_lancamento: row.installment === null ? moment(row.date) : plan.installments[row.installment]!.dataVencimento.toISOString(),
    descricao: row.descricao,
    valor: centsToDecimal(row.valor),
    tipo_lancamento: row.tipo,
    categoria_id: id(categoryIds, row.categoria),
    parcelamento_mensal_id: id(installmentIds, row.installment),
    situacao: row.paid ? (row.tipo === 'Despesa' ? 'Pago' : 'Recebido') : row.tipo === 'Despesa' ? 'A Pagar' : 'A Receber',
    valor_pago: row.paid ? centsToDecimal(row.paid.valor) : null,
    data_pagamento: row.paid ? moment(row.paid.day) : null,
    conta_bancaria_id: id(accountIds, row.conta),
    cartao_id: id(cardIds, row.cartao),
    fatura_mes: row.faturaMes,
    pagamento_fatura_id: id(paymentIds, row.payment),
    recorrencia_id: id(seriesIds, row.series),
    data_ocorrencia: row.dataOcorrencia,
  }))
  await insertRecords(executor, budgets, plan.budgets, (row) => ({
    user_id: userId,
    categoria_id: categoryIds[row.categoria],
    mes: row.mes,
    valor_limite: centsToDecimal(row.valorLimite),
    repetir: row.repetir,
  }))
}
