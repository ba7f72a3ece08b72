// Received messages page in both languages, over the real machine
// with its API actors provided: table, filters, Show more / Show less, details dialog, delete.
import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/errors'
import type { Contact } from '@contract/contact'
import MessageListView from '@/views/messages/message-list-view'
import { messageListMachine } from '@machines/site/message-list.machine'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

let fetchMessages = apiActor<Contact[]>()
let fetchMessage = apiActor<Contact, { id: number | null }>()
let deleteMessage = apiActor<void, { id: number | null }>()
beforeEach(() => {
  fetchMessages = apiActor<Contact[]>()
  fetchMessage = apiActor<Contact, { id: number | null }>()
  deleteMessage = apiActor<void, { id: number | null }>()
})
const page = () => (
  <MessageListView
    logic={messageListMachine.provide({ actors: { fetchMessages: fetchMessages.logic, fetchMessage: fetchMessage.logic, deleteMessage: deleteMessage.logic } })}
  />
)

/** Newest first, one per day back from 20 May 2024, local noon. */
const messages = (count: number): Contact[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 100 - i,
    nome: i === 2 ? 'Zélia Duarte' : `Person ${100 - i}`,
    email: `p${100 - i}@example.com`,
    mensagem: `Hello number ${100 - i}.\nSecond line.`,
    dataContato: new Date(2024, 4, 20 - i, 12, 30).toISOString(),
  }))

const texts = {
  en: {
    heading: 'Received messages',
    name: 'Name',
    from: 'From',
    to: 'To',
    search: 'Search',
    more: 'Show more',
    less: 'Show less',
    showing: (n: number, total: number) => `Showing ${n} of ${total} messages`,
    view: (name: string) => `View the message from ${name}`,
    headers: ['Name', 'E-mail', 'Contact date', 'Details'],
    date: 'May 20, 2024, 12:30 PM',
    none: 'No messages yet.',
    noMatch: 'No message matches the filters.',
    close: 'Close',
    loading: 'Loading messages…',
    remove: (name: string) => `Delete the message from ${name}`,
    dialog: 'Delete message?',
    question: (name: string) => `Do you really want to delete the message from ${name}? This cannot be undone.`,
    confirm: 'Delete',
    cancel: 'Cancel',
    deleteFailed: 'Error deleting the message. Please try again.',
  },
  'pt-BR': {
    heading: 'Mensagens recebidas',
    name: 'Nome',
    from: 'De',
    to: 'Até',
    search: 'Buscar',
    more: 'Mostrar mais',
    less: 'Mostrar menos',
    showing: (n: number, total: number) => `Mostrando ${n} de ${total} mensagens`,
    view: (name: string) => `Ver a mensagem de ${name}`,
    headers: ['Nome', 'E-mail', 'Data do contato', 'Detalhes'],
    date: '20 de mai. de 2024, 12:30',
    none: 'Nenhuma mensagem ainda.',
    noMatch: 'Nenhuma mensagem corresponde aos filtros.',
    close: 'Fechar',
    loading: 'Carregando mensagens…',
    remove: (name: string) => `Excluir a mensagem de ${name}`,
    dialog: 'Excluir mensagem?',
    question: (name: string) => `Deseja realmente excluir a mensagem de ${name}? Isso não pode ser desfeito.`,
    confirm: 'Excluir',
    cancel: 'Cancelar',
    deleteFailed: 'Erro ao excluir a mensagem. Tente novamente.',
  },
} as const

const rows = () => screen.queryAllByRole('row').slice(1)
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)

describe.each(['en', 'pt-BR'] as const)('received messages (%s)', (language) => {
  const t = texts[language]
  const render = async (all: Contact[]) => {
    fetchMessages.mockResolvedValueOnce(all)
    const app = await renderApp({ language, path: '/listar-contatos' }, page())
    await settle()
    return app
  }

  it('shows a spinner, then a table of the first 5: name, e-mail, contact date and a View button', async () => {
    let answer: (all: Contact[]) => void = () => {}
    fetchMessages.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    await renderApp({ language, path: '/listar-contatos' }, page())
    expect(screen.getByRole('status')).toHaveTextContent(t.loading)
    await settle(() => answer(messages(12)))
    expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(t.headers)
    expect(names()).toEqual(['Person 100', 'Person 99', 'Zélia Duarte', 'Person 97', 'Person 96'])
    const first = within(rows()[0]!)
    expect(first.getByText('p100@example.com')).toBeInTheDocument()
    expect(first.getByText(t.date).tagName).toBe('TIME')
    expect(first.getByRole('button', { name: t.view('Person 100') })).toBeInTheDocument()
    expect(screen.getByText(t.showing(5, 12))).toBeInTheDocument()
    // Each value carries its column name for the stacked cards of narrow screens.
    expect(within(rows()[0]!).getAllByRole('cell')[1]).toHaveAttribute('data-label', t.headers[1])
  })

  it('Show more adds 5 until all are shown; Show less goes back to 5 and to the top', async () => {
    await render(messages(12))
    const user = userEvent.setup()
    expect(screen.queryByRole('button', { name: t.less })).toBeNull()
    await user.click(screen.getByRole('button', { name: t.more }))
    expect(rows()).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: t.more }))
    expect(rows()).toHaveLength(12)
    expect(screen.queryByRole('button', { name: t.more })).toBeNull()
    await user.click(screen.getByRole('button', { name: t.less }))
    expect(rows()).toHaveLength(5)
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
  })

  it('filters on Search: name ignoring case, dates inclusive through the end day', async () => {
    await render(messages(12))
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(t.name), 'ZÉLIA')
    expect(rows()).toHaveLength(5)
    await user.click(screen.getByRole('button', { name: t.search }))
    expect(names()).toEqual(['Zélia Duarte'])
    await user.clear(screen.getByLabelText(t.name))
    await user.type(screen.getByLabelText(t.from), '2024-05-15')
    await user.type(screen.getByLabelText(t.to), '2024-05-16')
    await user.click(screen.getByRole('button', { name: t.search }))
    expect(names()).toEqual(['Person 96', 'Person 95'])
    await user.type(screen.getByLabelText(t.name), 'nobody')
    await user.click(screen.getByRole('button', { name: t.search }))
    expect(screen.getByText(t.noMatch)).toBeInTheDocument()
  })

  it('View opens a dialog with the whole message; Escape closes it', async () => {
    const all = messages(3)
    await render(all)
    fetchMessage.mockResolvedValueOnce(all[2]!)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.view('Zélia Duarte') }))
    const dialog = await screen.findByRole('dialog', { name: 'Zélia Duarte' })
    expect(fetchMessage).toHaveBeenCalledWith({ id: 98 })
    expect(within(dialog).getByRole('link', { name: 'p98@example.com' })).toHaveAttribute('href', 'mailto:p98@example.com')
    expect(dialog).toHaveTextContent('Hello number 98.')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a failed detail closes the dialog', async () => {
    await render(messages(3))
    fetchMessage.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }))
    await userEvent.setup().click(screen.getByRole('button', { name: t.view('Person 100') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('Delete asks in a dialog (focus on Cancel); Cancel keeps the message and gives focus back to its button', async () => {
    await render(messages(3))
    const user = userEvent.setup()
    const opener = screen.getByRole('button', { name: t.remove('Zélia Duarte') })
    await user.click(opener)
    const dialog = screen.getByRole('alertdialog', { name: t.dialog })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription(t.question('Zélia Duarte'))
    expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus()
    // Tab stays inside.
    await user.tab()
    expect(within(dialog).getByRole('button', { name: t.confirm })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: t.cancel }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(deleteMessage).not.toHaveBeenCalled()
    expect(names()).toEqual(['Person 100', 'Person 99', 'Zélia Duarte'])
  })

  it('Escape cancels too', async () => {
    await render(messages(2))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.remove('Person 99') }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(deleteMessage).not.toHaveBeenCalled()
  })

  it('confirmed, the message is deleted and leaves the list; focus goes to the heading', async () => {
    await render(messages(3))
    let answer: () => void = () => {}
    deleteMessage.mockReturnValueOnce(new Promise<void>((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.remove('Zélia Duarte') }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.confirm }))
    expect(deleteMessage).toHaveBeenCalledWith({ id: 98 })
    // Busy while it runs: both buttons disabled.
    for (const button of within(screen.getByRole('alertdialog')).getAllByRole('button')) expect(button).toBeDisabled()
    await settle(() => answer())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(names()).toEqual(['Person 100', 'Person 99'])
    expect(screen.getByText(t.showing(2, 2))).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: t.heading })).toHaveFocus()
  })

  it('a failed delete keeps the message and says so', async () => {
    await render(messages(2))
    deleteMessage.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.remove('Person 100') }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.confirm }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.deleteFailed))
    expect(names()).toEqual(['Person 100', 'Person 99'])
  })

  it('a failed list is an empty list', async () => {
    fetchMessages.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await renderApp({ language, path: '/listar-contatos' }, page())
    await settle()
    expect(screen.getByText(t.none)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
