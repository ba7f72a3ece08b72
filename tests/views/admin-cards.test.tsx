// Card collection pages (statistics, change status, include images; docs/product-rules.md#card-collection) in
// both languages, over the real machines with their API actors provided (the real ones: tests/machines/card-collection.test.ts, image-upload.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fromCallback } from 'xstate'
import { ApiError } from '@/api/errors'
import type { CardSummary, CardUploadResult } from '@contract/pokemon'
import CardStatsView from '@/views/cards/card-stats-view'
import CardStatusView from '@/views/cards/card-status-view'
import ImageUploadView from '@/views/cards/image-upload-view'
import { cardStatsMachine } from '@machines/collection/card-stats.machine'
import { cardStatusGridMachine } from '@machines/collection/card-status-grid.machine'
import type { ImageLoadRequest } from '@machines/collection/card-status-grid.actors'
import { imageUploadMachine } from '@machines/collection/image-upload.machine'
import type { UploadProgressListener } from '@machines/collection/image-upload.actors'
import { cardSummary } from '../fixtures/pokemon-cards'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

let fetchCards = apiActor<CardSummary[]>()
let toggleCard = apiActor<CardSummary, { card: CardSummary | null }>()
let uploadImages = apiActor<CardUploadResult, { files: File[]; parent: UploadProgressListener }>()
/** The image URLs the grid asked for; each loads at once as a new object URL. */
let loadImage = vi.fn<(url: string) => void>()
const loadImages = fromCallback<ImageLoadRequest>(({ receive, sendBack }) => {
  let next = 0
  receive(({ url }) => {
    loadImage(url)
    queueMicrotask(() => sendBack({ type: 'image.loaded', url, src: `blob:image-${++next}` }))
  })
})
const statsPage = () => <CardStatsView logic={cardStatsMachine.provide({ actors: { fetchCards: fetchCards.logic } })} />
const statusPage = () => <CardStatusView logic={cardStatusGridMachine.provide({ actors: { fetchCards: fetchCards.logic, toggleCard: toggleCard.logic, loadImages } })} />
const uploadPage = () => <ImageUploadView logic={imageUploadMachine.provide({ actors: { uploadImages: uploadImages.logic } })} />

const card = cardSummary

/** happy-dom never reports an intersection: this one reports every observed element as on screen. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver))
  }
  disconnect() {}
  unobserve() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', OnScreenObserver)
  fetchCards = apiActor<CardSummary[]>()
  toggleCard = apiActor<CardSummary, { card: CardSummary | null }>()
  uploadImages = apiActor<CardUploadResult, { files: File[]; parent: UploadProgressListener }>()
  loadImage = vi.fn<(url: string) => void>()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const texts = {
  en: {
    stats: 'Card statistics',
    change: 'Change status',
    add: 'Add Pokémon',
    fetchFailed: 'Error fetching pokémon data.',
    retry: 'Try again',
    rarity: 'Rarity',
    total: 'Total',
    crown: 'Crown',
    twoDiamonds: '2 diamonds',
    active: 'Active cards: 3',
    status: 'Change card status',
    back: 'Back',
    situation: 'Situation',
    set: 'Set',
    inactivate: (name: string) => `Inactivate ${name}`,
    activate: (name: string) => `Activate ${name}`,
    activeBadge: 'Active',
    inactiveBadge: 'Inactive',
    situations: ['All', 'Active (A)', 'Inactive (I)'],
    empty: 'No cards of this set with this situation.',
    upload: 'Add card images',
    choose: 'Choose PNG files',
    send: 'Send images',
    sending: 'Sending...',
    required: 'Select at least one PNG image.',
    sent: 'Images sent successfully!',
    failed: 'Error sending images. Check the file name and try again.',
    fits: 'Name fits the convention',
    badRarity: 'Unknown rarity (use 1D–4D, 1S–3S, CR, 1SH or 2SH, or the Portuguese words: Diamante… Duas Shinnys).',
    remove: (name: string) => `Remove ${name}`,
    selected: 'Selected files',
    tooLargeFile: 'The file is larger than 2 MiB.',
    nothingValid: 'None of the selected files can be sent: fix or remove the ones marked below.',
    serverTooLarge: 'Error sending images: a file is larger than 2 MiB or 4096 × 4096 pixels.',
    offline: 'Error sending images: the server could not be reached. Check the connection and try again.',
    progress: '50 B of 100 B sent',
    tips: 'Tips',
  },
  'pt-BR': {
    stats: 'Estatísticas das cartas',
    change: 'Alterar Situação',
    add: 'Incluir Pokemon',
    fetchFailed: 'Erro ao buscar os dados dos pokémons.',
    retry: 'Tentar novamente',
    rarity: 'Raridade',
    total: 'Total',
    crown: 'Coroa',
    twoDiamonds: '2 diamantes',
    active: 'Cartas ativas: 3',
    status: 'Alterar situação das cartas',
    back: 'Voltar',
    situation: 'Situação',
    set: 'Coleção',
    inactivate: (name: string) => `Inativar ${name}`,
    activate: (name: string) => `Ativar ${name}`,
    activeBadge: 'Ativa',
    inactiveBadge: 'Inativa',
    situations: ['Todas', 'Ativas (A)', 'Inativas (I)'],
    empty: 'Nenhuma carta desta coleção com esta situação.',
    upload: 'Incluir imagens de cartas',
    choose: 'Escolher arquivos PNG',
    send: 'Enviar imagens',
    sending: 'Enviando...',
    required: 'Selecione pelo menos uma imagem PNG.',
    sent: 'Imagens enviadas com sucesso!',
    failed: 'Erro ao enviar as imagens. Verifique o nome do arquivo e tente novamente.',
    fits: 'Nome dentro do padrão',
    badRarity: 'Raridade desconhecida (use 1D–4D, 1S–3S, CR, 1SH ou 2SH, ou as palavras em português: Diamante… Duas Shinnys).',
    remove: (name: string) => `Remover ${name}`,
    selected: 'Arquivos selecionados',
    tooLargeFile: 'O arquivo passa de 2 MiB.',
    nothingValid: 'Nenhum dos arquivos selecionados pode ser enviado: corrija ou remova os marcados abaixo.',
    serverTooLarge: 'Erro ao enviar as imagens: um arquivo passa de 2 MiB ou de 4096 × 4096 pixels.',
    offline: 'Erro ao enviar as imagens: não foi possível falar com o servidor. Verifique a conexão e tente novamente.',
    progress: '50 B de 100 B enviados',
    tips: 'Dicas',
  },
} as const

const GOOD = 'GeneticApex_1_004_Venusaur-ex_4D_Grass_190_Stage2_Mewtwo.png'
const BAD = 'GeneticApex_1_005_Oddish_9Z_Grass_50_Basic_Any.png'
const png = (name: string, size = 16) => new File([new Uint8Array(size)], name, { type: 'image/png' })

describe.each(['en', 'pt-BR'] as const)('card statistics (%s)', (language) => {
  const t = texts[language]

  it('links to the two other pages and counts active cards by rarity and booster, with totals', async () => {
    fetchCards.mockResolvedValueOnce([
      card(1, { raridade: 'CR', booster: 'Pikachu' }),
      card(2, { raridade: 'CR', booster: 'Pikachu' }),
      card(3, { raridade: '2D', booster: 'Any' }),
      card(4, { raridade: '2D', booster: 'Any', situacao: 'I' }),
    ])
    await renderApp({ language, path: '/pokemon' }, statsPage())
    await settle()
    expect(screen.getByRole('heading', { level: 1, name: t.stats })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.change })).toHaveAttribute('href', '/pokemon/alterarsituacao')
    expect(screen.getByRole('link', { name: t.add })).toHaveAttribute('href', '/pokemon/incluirPokemon')
    const table = screen.getByRole('table', { name: t.active })
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual([t.rarity, 'Any', 'Mewtwo', 'Pikachu', 'Charizard', 'Mew', 'Dialga', 'Palkia', 'Arceus', 'Shiny Charizard', 'Solgaleo', 'Lunala', t.total])
    const rows = within(table).getAllByRole('row')
    // Header, ten rarities, totals.
    expect(rows).toHaveLength(12)
    const crown = rows.find((row) => within(row).queryByRole('img', { name: t.crown }))!
    expect(within(crown).getAllByRole('cell').map((td) => td.textContent)).toEqual(['0', '0', '2', '0', '0', '0', '0', '0', '0', '0', '0', '2'])
    const twoDiamonds = rows.find((row) => within(row).queryByRole('img', { name: t.twoDiamonds }))!
    expect(within(twoDiamonds).getByRole('img')).toHaveTextContent('◆◆')
    expect(within(twoDiamonds).getAllByRole('cell').map((td) => td.textContent)).toEqual(['1', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '1'])
    expect(within(rows.at(-1)!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['1', '0', '2', '0', '0', '0', '0', '0', '0', '0', '0', '3'])
  })

  it('a failed load is an alert "Error fetching pokémon data."; Try again loads again', async () => {
    fetchCards.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await renderApp({ language, path: '/pokemon' }, statsPage())
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent(t.fetchFailed)
    expect(screen.queryByRole('table')).toBeNull()
    fetchCards.mockResolvedValueOnce([])
    await userEvent.setup().click(screen.getByRole('button', { name: t.retry }))
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument())
  })
})

describe.each(['en', 'pt-BR'] as const)('change card status (%s)', (language) => {
  const t = texts[language]
  const articles = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent)

  it('shows the first set newest first with lazily loaded images; filters by situation and set', async () => {
    fetchCards.mockResolvedValueOnce([card(1), card(2, { situacao: 'I' }), card(3), card(4, { nomeVersao: 'MythicalIsland' })])
    await renderApp({ language, path: '/pokemon/alterarsituacao' }, statusPage())
    await settle()
    expect(screen.getByRole('heading', { level: 1, name: t.status })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.back })).toBeInTheDocument()
    expect(articles()).toEqual(['Card3', 'Card2', 'Card1'])
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3))
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', expect.stringMatching(/^blob:image-/))
    expect(loadImage.mock.calls.map((call) => call[0]).sort()).toEqual([card(1).imagemUrl, card(2).imagemUrl, card(3).imagemUrl])
    const situation = screen.getByLabelText(t.situation)
    expect(within(situation).getAllByRole('option').map((option) => option.textContent)).toEqual(t.situations)
    const user = userEvent.setup()
    await user.selectOptions(situation, 'I')
    expect(articles()).toEqual(['Card2'])
    expect(within(screen.getByRole('article')).getByText(t.inactiveBadge)).toBeInTheDocument()
    const set = screen.getByLabelText(t.set)
    expect(within(set).getAllByRole('option')).toHaveLength(6)
    await user.selectOptions(set, 'MythicalIsland')
    expect(screen.getByText(t.empty)).toBeInTheDocument()
    await user.selectOptions(situation, 'all')
    expect(articles()).toEqual(['Card4'])
  })

  it('a set beyond the six (Eevee Grove) becomes an option of the set filter and shows its cards', async () => {
    fetchCards.mockResolvedValueOnce([card(1), card(2, { nomeVersao: 'Eevee Grove', nomePokemon: 'Nidoran♀' }), card(3, { nomeVersao: 'Promo-A', nomePokemon: "Farfetch'd" })])
    await renderApp({ language, path: '/pokemon/alterarsituacao' }, statusPage())
    await settle()
    const set = screen.getByLabelText(t.set)
    expect(within(set).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'GeneticApex',
      'MythicalIsland',
      'SpaceTimeSmackdown',
      'TriumphantLight',
      'ShiningRevelry',
      'CelestialGuardians',
      'Eevee Grove',
      'Promo-A',
    ])
    const user = userEvent.setup()
    await user.selectOptions(set, 'Eevee Grove')
    expect(articles()).toEqual(['Nidoran♀'])
    await user.selectOptions(set, 'Promo-A')
    expect(articles()).toEqual(["Farfetch'd"])
  })

  it('Inactivate calls the API, then the statuses come from the server again', async () => {
    fetchCards.mockResolvedValueOnce([card(1)]).mockResolvedValueOnce([card(1, { situacao: 'I' })])
    toggleCard.mockResolvedValueOnce(card(1, { situacao: 'I' }))
    await renderApp({ language, path: '/pokemon/alterarsituacao' }, statusPage())
    await settle()
    const user = userEvent.setup()
    expect(within(screen.getByRole('article')).getByText(t.activeBadge)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t.inactivate('Card1') }))
    await waitFor(() => expect(screen.getByRole('button', { name: t.activate('Card1') })).toBeEnabled())
    expect(toggleCard).toHaveBeenCalledWith({ card: card(1) })
    expect(fetchCards).toHaveBeenCalledTimes(2)
    expect(within(screen.getByRole('article')).getByText(t.inactiveBadge)).toBeInTheDocument()
  })

  it('a failed change is only logged: no message, the card stays as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchCards.mockResolvedValueOnce([card(1)])
    toggleCard.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await renderApp({ language, path: '/pokemon/alterarsituacao' }, statusPage())
    await settle()
    await userEvent.setup().click(screen.getByRole('button', { name: t.inactivate('Card1') }))
    await waitFor(() => expect(logged).toHaveBeenCalled())
    await waitFor(() => expect(screen.getByRole('button', { name: t.inactivate('Card1') })).toBeEnabled())
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe.each(['en', 'pt-BR'] as const)('include card images (%s)', (language) => {
  const t = texts[language]
  const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!

  it('explains the rule, accepts .png only, asks for a file, and lists each pick with its check', async () => {
    await renderApp({ language, path: '/pokemon/incluirPokemon' }, uploadPage())
    expect(screen.getByRole('heading', { level: 1, name: t.upload })).toBeInTheDocument()
    expect(screen.getByText(GOOD)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: t.tips })).toBeInTheDocument()
    expect(screen.getByLabelText(t.choose)).toBe(picker())
    expect(picker()).toHaveAttribute('accept', '.png,image/png')
    expect(picker()).toHaveAttribute('multiple')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.send }))
    expect(screen.getByRole('status')).toHaveTextContent(t.required)
    await user.upload(picker(), [png(GOOD), png(BAD)])
    const list = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('GeneticApex_1_00'))
    expect(list).toHaveLength(2)
    expect(list[0]).toHaveTextContent(t.fits)
    expect(list[1]).toHaveTextContent(t.badRarity)
    expect(screen.getByRole('status')).not.toHaveTextContent(t.required)
    await user.click(screen.getByRole('button', { name: t.remove(BAD) }))
    expect(screen.queryByText(BAD)).toBeNull()
  })

  it("shows both naming conventions (ours and the original's) and accepts files named the original's way", async () => {
    await renderApp({ language, path: '/pokemon/incluirPokemon' }, uploadPage())
    const original = ['Genetic Apex_A1_231_Rapidash_Estrela_Fogo_100_Estagio 1_Charizard.png', 'Genetic Apex_A1_266_Erika_Duas Estrelas_Suporte_Null_Treinador_Charizard.png']
    expect(screen.getByText(GOOD)).toBeInTheDocument()
    for (const example of original) expect(screen.getByText(example)).toBeInTheDocument()
    expect(screen.getByText(/Quatro\s+Diamantes/)).toBeInTheDocument()
    expect(screen.getByText(/Qualquer/)).toHaveTextContent('Shiny Charizard')
    expect(screen.getByText(/Qualquer/)).not.toHaveTextContent('Eevee')
    const user = userEvent.setup()
    await user.upload(picker(), original.map((name) => png(name)))
    const picked = within(screen.getByRole('list', { name: t.selected })).getAllByRole('listitem')
    expect(picked).toHaveLength(2)
    for (const item of picked) expect(item).toHaveTextContent(t.fits)
  })

  it('drops files too; sends with progress and "Sending..."; success clears the selection and lists rejected files', async () => {
    let finish: (result: CardUploadResult) => void = () => {}
    uploadImages.mockImplementationOnce(({ parent }) => {
      parent.send({ type: 'upload.progress', loaded: 50, total: 100 })
      return new Promise((resolve) => (finish = resolve))
    })
    await renderApp({ language, path: '/pokemon/incluirPokemon' }, uploadPage())
    const zone = screen.getByText(t.choose).closest('div')!
    fireEvent.drop(zone, { dataTransfer: { files: [png(GOOD), png(BAD)] } })
    expect(screen.getByText(BAD)).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.send }))
    expect(screen.getByRole('button', { name: t.sending })).toBeDisabled()
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '50')
    expect(screen.getByText(t.progress)).toBeInTheDocument()
    // The file the page flagged is not sent; the outcome names it with its reason.
    expect(uploadImages.mock.calls[0]![0].files.map((file) => file.name)).toEqual([GOOD])
    await settle(() =>
      finish({
        saved: [{ fileName: GOOD, id: 1, nomePokemon: 'Venusaur-ex', nomeVersao: 'GeneticApex', numeroCarta: '004', replaced: false }],
        rejected: [{ fileName: 'Other.png', reason: 'file_png_invalid', message: 'Server says: damaged PNG' }],
      }),
    )
    expect(screen.getByRole('status')).toHaveTextContent(t.sent)
    expect(screen.getByRole('status')).toHaveTextContent(`${BAD}: ${t.badRarity}`)
    expect(screen.getByRole('status')).toHaveTextContent('Other.png: Server says: damaged PNG')
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByRole('button', { name: t.remove(GOOD) })).toBeNull()
    expect(screen.getByRole('button', { name: t.send })).toBeEnabled()
  })

  it('a failure says so, lists the reasons the API gave and keeps the selection', async () => {
    uploadImages.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'no_card_saved', message: 'No image was saved', fieldErrors: { [GOOD]: 'Another file has the same set and card number.' } }),
    )
    await renderApp({ language, path: '/pokemon/incluirPokemon' }, uploadPage())
    const user = userEvent.setup()
    await user.upload(picker(), [png(GOOD)])
    await user.click(screen.getByRole('button', { name: t.send }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.failed))
    expect(screen.getByRole('status')).toHaveTextContent(`${GOOD}: Another file has the same set and card number.`)
    expect(screen.getByRole('button', { name: t.remove(GOOD) })).toBeInTheDocument()
  })

  it('a 3 MB file is flagged and not sent: nothing to send says so, without blaming the name', async () => {
    await renderApp({ language, path: '/pokemon/incluirPokemon' }, uploadPage())
    const user = userEvent.setup()
    await user.upload(picker(), [png(GOOD, 3 * 1024 * 1024)])
    expect(screen.getByRole('list', { name: t.selected })).toHaveTextContent(t.tooLargeFile)
    await user.click(screen.getByRole('button', { name: t.send }))
    expect(uploadImages).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent(t.nothingValid)
    expect(screen.getByRole('status')).not.toHaveTextContent(t.failed)
  })

  it('a failure the server gives for the size or the connection says so, not the name', async () => {
    uploadImages.mockRejectedValueOnce(new ApiError({ status: 413, code: 'file_image_too_large', message: 'Too large', fieldErrors: {} }))
    await renderApp({ language, path: '/pokemon/incluirPokemon' }, uploadPage())
    const user = userEvent.setup()
    await user.upload(picker(), [png(GOOD)])
    await user.click(screen.getByRole('button', { name: t.send }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.serverTooLarge))
    expect(screen.getByRole('status')).not.toHaveTextContent(t.failed)
    uploadImages.mockRejectedValueOnce(new TypeError('fetch failed'))
    await user.click(screen.getByRole('button', { name: t.send }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.offline))
  })
})
