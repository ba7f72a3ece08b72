// The card statements page in both languages, over the real machines with their API actors provided: the
// card's name, last digits and limit (used, available, the bar), the statements with their status, the open
// statement first with its dates, total, left to pay and items (credits negative, paid items without a move),
// month navigation to a month without items and to a paid statement, moving an item (and a refused move's
// reason), the pay modal (accounts not archived, the card's payment account, today, what remains, the note on
// partial payments, a 400's field, a 409's reason, a payment that reloads), a card without statement days,
// and an address no card has.
import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import CardStatementsView from '@/views/finance/cards/card-statements-view'
import { cardStatementsMachine } from '@machines/finance/cards/card-statements.machine'
import type { LoadedCard } from '@machines/finance/cards/card-statements.actors'
import { statementPayMachine } from '@machines/finance/cards/statement-pay.machine'
import type { StatementPayRequest } from '@machines/finance/cards/statement-pay.actors'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard, CardStatementDetail, Entry } from '@/api/card-statements'
import { hasStatementDays } from '@contract/bank-card'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'
import { account } from '../fixtures/bank-accounts'
import { TODAY, dayless, decemberPaid, decemberStatement, emptyStatement, plainCard, roxinho, statementList } from '../fixtures/card-statements'
import { plain } from '../support/screen-text'

const nubankConta = account(1, { nome: 'Nubank conta' })
const antiga = account(3, { nome: 'Antiga', arquivada: true })
const clock = () => new Date(`${TODAY}T15:00:00.000Z`)

/** The machines' actors (the real ones: tests/machines/card-statements.test.ts), answering from `card` and `accounts`. */
const api = {
  loadCard: apiActor<LoadedCard, { cardId: number | null }>(),
  fetchStatement: apiActor<CardStatementDetail, { cardId: number; mes: string }>(),
  moveEntry: apiActor<Entry, { entryId: number; mes: string }>(),
  undoPayment: apiActor<void, { cardId: number; mes: string; pagamentoId: number }>(),
  loadAccounts: apiActor<BankAccount[], void>(),
  payStatement: apiActor<CardStatementDetail, StatementPayRequest>(),
}
let card: BankCard = roxinho
let accounts: BankAccount[] = [nubankConta]
const logic = cardStatementsMachine.provide({
  actors: {
    loadCard: api.loadCard.logic,
    fetchStatement: api.fetchStatement.logic,
    moveEntry: api.moveEntry.logic,
    undoPayment: api.undoPayment.logic,
    statementPay: statementPayMachine.provide({ actors: { loadAccounts: api.loadAccounts.logic, payStatement: api.payStatement.logic } }),
  },
})

beforeEach(() => {
  for (const actor of Object.values(api)) actor.mockReset()
  card = roxinho
  accounts = [nubankConta]
  // As the API answers: no card for an id that is none; the statements only for a card with statement days.
  api.loadCard.mockImplementation(async ({ cardId }) => {
    if (cardId === null) throw new ApiError({ status: 404, code: 'not_found', message: 'Not found' })
    return { card, statements: hasStatementDays(card) ? statementList : [], accounts }
  })
  api.loadAccounts.mockImplementation(async () => accounts)
  api.fetchStatement.mockImplementation(async ({ mes }) => (mes === '2026-12' ? decemberStatement : mes === '2026-11' ? { ...decemberPaid, ...statementList[0]! } : emptyStatement(mes)))
})

const texts = {
  en: {
    title: 'Bills of Roxinho',
    subtitle: 'Nubank · Ana Souza · •••• 1234',
    limit: ['Limit usedR$ 1,290.00', 'Limit availableR$ 3,710.00', 'LimitR$ 5,000.00'],
    strip: ['Nov 2026 R$ 200.00 Paid', 'Dec 2026 R$ 1,130.00 Open', 'Jan 2027 R$ 200.00 Open'],
    month: 'December 2026',
    january: 'January 2027',
    facts: ['ClosingDec 3, 2026', 'DueDec 10, 2026', 'TotalR$ 1,130.00', 'PaidR$ 0.00', 'Left to payR$ 1,090.00'],
    status: 'Bill Open',
    paidStatus: 'Bill Paid',
    rows: [
      ['Nov 8, 2026', 'Cinema Paid', 'R$ 40.00'],
      ['Nov 15, 2026', 'Mercado', 'R$ 250.00'],
      ['Nov 16, 2026', 'Estorno', '-R$ 60.00'],
      ['Dec 10, 2026', 'TV (1/12)', 'R$ 900.00'],
    ],
    next: 'Next bill',
    previous: 'Previous bill',
    moveNext: (name: string) => `Move ${name} to the Jan 2027 bill`,
    movePrevious: (name: string) => `Move ${name} to the Nov 2026 bill`,
    moved: 'Mercado moved to the January 2027 bill',
    moveFailed: 'Could not move the item. A fatura de destino já está paga.',
    empty: 'No items on this bill.',
    pay: 'Pay bill',
    payNote: 'Pay less than what is left for a partial payment: the rest stays to pay and, if still unpaid after the due date, is carried into the next bill.',
    payAmount: 'December 2026 bill: R$ 1,090.00 left to pay.',
    account: 'Pay from account',
    day: 'Payment day',
    unknownAccount: 'Bank account not found.',
    payFailed: 'Could not pay the bill. Esta fatura não tem nada a pagar.',
    paid: 'Bill paid successfully!',
    noDays: 'This card has no closing and due days, so it has no bills. Set both days on the cards page to see its bills here.',
    toCards: 'Go to the cards',
    notFound: 'Card not found.',
    plainTitle: 'Bills of Itaú · Ana Souza',
    statements: 'Bills',
    region: 'Bill',
  },
  'pt-BR': {
    title: 'Faturas de Roxinho',
    subtitle: 'Nubank · Ana Souza · •••• 1234',
    limit: ['Limite usadoR$ 1.290,00', 'Limite disponívelR$ 3.710,00', 'LimiteR$ 5.000,00'],
    strip: ['nov. de 2026 R$ 200,00 Paga', 'dez. de 2026 R$ 1.130,00 Aberta', 'jan. de 2027 R$ 200,00 Aberta'],
    month: 'dezembro de 2026',
    january: 'janeiro de 2027',
    facts: ['Fechamento3 de dez. de 2026', 'Vencimento10 de dez. de 2026', 'TotalR$ 1.130,00', 'PagoR$ 0,00', 'A pagarR$ 1.090,00'],
    status: 'Fatura Aberta',
    paidStatus: 'Fatura Paga',
    rows: [
      ['8 de nov. de 2026', 'Cinema Pago', 'R$ 40,00'],
      ['15 de nov. de 2026', 'Mercado', 'R$ 250,00'],
      ['16 de nov. de 2026', 'Estorno', '-R$ 60,00'],
      ['10 de dez. de 2026', 'TV (1/12)', 'R$ 900,00'],
    ],
    next: 'Próxima fatura',
    previous: 'Fatura anterior',
    moveNext: (name: string) => `Mover ${name} para a fatura de jan. de 2027`,
    movePrevious: (name: string) => `Mover ${name} para a fatura de nov. de 2026`,
    moved: 'Mercado movido para a fatura de janeiro de 2027',
    moveFailed: 'Não foi possível mover o item. A fatura de destino já está paga.',
    empty: 'Nenhum item nesta fatura.',
    pay: 'Pagar fatura',
    payNote: 'Pague menos que o restante para um pagamento parcial: o resto continua a pagar e, se não for pago até o vencimento, passa para a próxima fatura.',
    payAmount: 'Fatura de dezembro de 2026: R$ 1.090,00 a pagar.',
    account: 'Pagar com a conta',
    day: 'Data do pagamento',
    unknownAccount: 'Conta bancária não encontrada.',
    payFailed: 'Não foi possível pagar a fatura. Esta fatura não tem nada a pagar.',
    paid: 'Fatura paga com sucesso!',
    noDays: 'Este cartão não tem dia de fechamento nem de vencimento, por isso não tem faturas. Informe os dois dias na página de cartões para ver as faturas aqui.',
    toCards: 'Ir para os cartões',
    notFound: 'Cartão não encontrado.',
    plainTitle: 'Faturas de Itaú · Ana Souza',
    statements: 'Faturas',
    region: 'Fatura',
  },
} as const

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent))

describe.each(['en', 'pt-BR'] as const)('card statements page (%s)', (language) => {
  const text = texts[language]
  const render = async (id = '4') => {
    const app = await renderApp({ path: `/financas/cartoes/${id}/faturas`, language }, <CardStatementsView params={{ id }} logic={logic} clock={clock} />)
    await settle()
    await settle()
    return app
  }
  const statementSection = () => screen.getByRole('region', { name: new RegExp(`^${text.region}(\\s|$)`) })
  const bodyRows = () => within(within(statementSection()).getAllByRole('table')[0]!).getAllByRole('row').slice(1)

  it('shows the card, its limit, its statements and the open one with its items', async () => {
    await render()
    expect(api.loadCard).toHaveBeenCalledWith({ cardId: 4 })
    expect(api.fetchStatement).toHaveBeenCalledWith({ cardId: 4, mes: '2026-12' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title)
    expect(screen.getByText(text.subtitle)).toBeInTheDocument()
    const limit = screen.getAllByRole('list').find((list) => list.querySelectorAll('li').length === 3 && plain(list.textContent).includes('5'))!
    expect([...limit.querySelectorAll('li')].map((li) => plain(li.textContent).replace(/\s/g, ''))).toEqual(text.limit.map((line) => line.replace(/\s/g, '')))
    const meter = screen.getByRole('meter')
    expect(meter).toHaveAttribute('aria-valuenow', '1290')
    expect(meter).toHaveAttribute('aria-valuemax', '5000')
    const strip = within(screen.getByRole('navigation', { name: text.statements })).getAllByRole('button')
    expect(strip.map((button) => plain(button.textContent))).toEqual(text.strip)
    expect(strip.map((button) => button.getAttribute('aria-current'))).toEqual([null, 'true', null])
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(text.month)
    expect(within(statementSection()).getByRole('heading', { level: 2 })).toHaveTextContent(text.status)
    const facts = within(statementSection()).getAllByRole('listitem').map((li) => plain(li.textContent).replace(/\s/g, ''))
    expect(facts).toEqual(text.facts.map((line) => line.replace(/\s/g, '')))
    expect(bodyRows().map((row) => cellsOf(row).slice(0, 3))).toEqual(text.rows)
    expect(within(bodyRows()[0]!).queryByRole('button')).toBeNull()
    // November is paid: nothing moves back into it.
    for (const name of ['Mercado', 'Estorno', 'TV (1/12)']) {
      expect(screen.getByRole('button', { name: text.moveNext(name) })).toBeEnabled()
      expect(screen.queryByRole('button', { name: text.movePrevious(name) })).toBeNull()
    }
    expect(within(bodyRows()[2]!).getAllByRole('cell')[2]!.querySelector('span')!.className).not.toBe(within(bodyRows()[1]!).getAllByRole('cell')[2]!.querySelector('span')!.className)
    expect(screen.getByRole('button', { name: text.pay })).not.toHaveAttribute('aria-disabled')
  })

  it('moves through months: one without items, a paid one (nothing to pay or move)', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getAllByRole('button', { name: text.next })[0]!))
    await settle()
    expect(api.fetchStatement).toHaveBeenLastCalledWith({ cardId: 4, mes: '2027-01' })
    expect(statementSection()).toHaveTextContent(text.empty)
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(text.january)
    await settle(() => fireEvent.click(within(screen.getByRole('navigation', { name: text.statements })).getAllByRole('button')[0]!))
    await settle()
    expect(api.fetchStatement).toHaveBeenLastCalledWith({ cardId: 4, mes: '2026-11' })
    expect(within(statementSection()).getByRole('heading', { level: 2 })).toHaveTextContent(text.paidStatus)
    expect(screen.getByRole('button', { name: text.pay })).toHaveAttribute('aria-disabled', 'true')
    expect(within(statementSection()).queryByRole('button', { name: text.moveNext('Mercado') })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: text.pay }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('moves an item to the next statement and reloads; a refused move says why', async () => {
    await render()
    api.moveEntry.mockResolvedValueOnce({ ...decemberStatement.itens[1]!, faturaMes: '2027-01' })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.moveNext('Mercado') })))
    await settle()
    await settle()
    expect(api.moveEntry).toHaveBeenCalledWith({ entryId: 12, mes: '2027-01' })
    expect(api.loadCard).toHaveBeenCalledTimes(2)
    expect(api.fetchStatement).toHaveBeenLastCalledWith({ cardId: 4, mes: '2026-12' })
    expect(screen.getByRole('status')).toHaveTextContent(text.moved)
    expect(within(statementSection()).getByRole('heading', { level: 2 })).toHaveFocus()

    api.moveEntry.mockRejectedValueOnce(new ApiError({ status: 409, code: 'statement_paid', message: 'A fatura de destino já está paga.' }))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.moveNext('Estorno') })))
    await settle()
    expect(api.moveEntry).toHaveBeenLastCalledWith({ entryId: 13, mes: '2027-01' })
    expect(plain(screen.getAllByRole('alert').map((element) => element.textContent).join(' '))).toContain(text.moveFailed)
  })

  it("pays from an account: accounts not archived, the card's own, today, what remains; a 400 marks the field, a 409 says why, then it pays", async () => {
    accounts = [antiga, nubankConta]
    card = { ...roxinho, contaPagamentoId: 1 }
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.pay })))
    await settle()
    const dialog = screen.getByRole('dialog', { name: text.pay })
    expect(dialog).toHaveTextContent(text.payNote)
    expect(plain(dialog.textContent)).toContain(text.payAmount)
    const select = within(dialog).getByLabelText(text.account)
    expect([...select.querySelectorAll('option')].map((option) => option.textContent).slice(1)).toEqual(['Nubank conta'])
    expect(select).toHaveValue('1')
    expect(within(dialog).getByLabelText(text.day)).toHaveValue(TODAY)

    api.payStatement.mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { contaBancariaId: 'unknown_bank_account' } }))
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.pay })))
    expect(api.payStatement).toHaveBeenCalledWith({ cardId: 4, mes: '2026-12', contaBancariaId: 1, dataPagamento: TODAY })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(dialog).toHaveTextContent(text.unknownAccount)

    api.payStatement.mockRejectedValueOnce(new ApiError({ status: 409, code: 'statement_nothing_to_pay', message: 'Esta fatura não tem nada a pagar.' }))
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.pay })))
    expect(plain(within(dialog).getByRole('alert').textContent)).toBe(text.payFailed)

    api.payStatement.mockResolvedValueOnce(decemberPaid)
    api.fetchStatement.mockResolvedValue(decemberPaid)
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.pay })))
    await settle()
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(text.paid)
    expect(within(statementSection()).getByRole('heading', { level: 2 })).toHaveTextContent(text.paidStatus)
  })

  it('a card without statement days says so and links to the cards', async () => {
    card = dayless
    await render('6')
    // Its statements are not asked for (the actor's own test); the page shows none.
    expect(api.loadCard).toHaveBeenCalledWith({ cardId: 6 })
    expect(screen.getByText(text.noDays)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.toCards })).toHaveAttribute('href', '/financas/cadastrar-cartao')
    expect(screen.queryByRole('button', { name: text.pay })).toBeNull()
  })

  it('a card without nickname or limit is named by bank and holder and has no limit bar; an address no card has says so', async () => {
    card = plainCard
    const app = await render('5')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.plainTitle)
    expect(screen.queryByRole('meter')).toBeNull()
    app.unmount()
    await render('abc')
    // No id: the load gets none, which it refuses as the API would refuse another user's card, without a request.
    expect(api.loadCard.mock.calls.map(([input]) => input.cardId)).toEqual([5, null])
    expect(screen.getByRole('alert')).toHaveTextContent(text.notFound)
  })
})
