import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cardSetOptions, cardStatistics, CARD_SETS, CARD_UPLOAD_MAX_FILE_BYTES } from '@contract/card-collection'
import type { CardFileNameProblem } from '@contract/card-file-name'
import { cardListSchema, cardSummaryListSchema, cardSummarySchema, cardUploadResultSchema } from '@contract/pokemon'
import type { CardSummary, CardUploadResult } from '@contract/pokemon'
import { pokemonCards } from '@server/db/schema'
import { PNG_SIGNATURE, pngFile, pngHeaderOnly } from './support/png'
import { sharedTestApp, sharedAdminAndUser, type AuthSession } from './support/test-app'

// Card collection API (docs/product-rules.md#card-collection: admins only, file names; upload limits:
// docs/product-rules.md#limits). The collection is global: each test uses its own set + card numbers
// (or version numbers) and compares with what was there before.

const t = sharedTestApp()
const { admin, user } = sharedAdminAndUser(t)

/** A real PNG of exactly `size` bytes, padded with random bytes (each call differs). */
const png = (size = 96) => pngFile({ size })
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(60)])

let cardCounter = 0
/** A card number no other test uses. */
const nextNumber = () => String(++cardCounter).padStart(3, '0')

interface NameParts {
  set?: string
  version?: string | number
  number?: string
  name?: string
  rarity?: string
  type?: string
  hp?: string | number
  stage?: string
  booster?: string
}
const cardName = (p: NameParts = {}) =>
  [
    p.set ?? 'GeneticApex',
    p.version ?? 1,
    p.number ?? nextNumber(),
    p.name ?? 'Bulbasaur',
    p.rarity ?? '1D',
    p.type ?? 'Grass',
    p.hp ?? 70,
    p.stage ?? 'Basic',
    p.booster ?? 'Any',
  ].join('_') + '.png'

interface UploadFile {
  name: string
  bytes?: Buffer
}

const PATH = '/v1/api/pokemon/salvarimagenspokemon'

function upload(session: AuthSession | null, files: UploadFile[], language = 'en'): Promise<Response> {
  const form = new FormData()
  for (const file of files) form.append('files', new File([new Uint8Array(file.bytes ?? png())], file.name, { type: 'image/png' }))
  return Promise.resolve(t.app.request(PATH, { method: 'POST', body: form, headers: { ...session?.headers, 'accept-language': language } }))
}

async function uploadOk(files: UploadFile[], language = 'en'): Promise<CardUploadResult> {
  const response = await upload(admin, files, language)
  expect(response.status, await response.clone().text()).toBe(200)
  return cardUploadResultSchema.parse(await response.json())
}

async function summaries(): Promise<CardSummary[]> {
  const response = await t.request('/v1/api/pokemon/obtertodossemimagem', { headers: admin.headers })
  expect(response.status).toBe(200)
  return cardSummaryListSchema.parse(await response.json())
}

const filter = (query: string, session: AuthSession = admin, language = 'en') =>
  t.request(`/v1/api/pokemon/filtrarporcriterios${query}`, { headers: session.headers, language })

const patch = (action: 'ativar' | 'inativar', id: number | string, session: AuthSession | null = admin) =>
  t.request(`/v1/api/pokemon/${action}/${id}`, { method: 'PATCH', headers: session?.headers })

const image = (id: number | string, options: { query?: string; headers?: Record<string, string> } = {}) =>
  t.request(`/v1/api/pokemon/${id}/imagem${options.query ?? ''}`, { headers: { ...admin.headers, ...options.headers } })

const storedCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(pokemonCards))[0]!.n

describe('roles: every card route is Admin only (401 anonymous, 403 User)', () => {
  let cardId: number
  beforeAll(async () => {
    cardId = (await uploadOk([{ name: cardName() }])).saved[0]!.id
  })

  const calls: Array<[string, (session: AuthSession | null) => Promise<Response>]> = [
    ['GET obtertodossemimagem', (s) => t.request('/v1/api/pokemon/obtertodossemimagem', { headers: s?.headers })],
    ['GET filtrarporcriterios', (s) => t.request('/v1/api/pokemon/filtrarporcriterios?version=1&sortDirection=desc&sortField=id', { headers: s?.headers })],
    ['PATCH inativar', (s) => patch('inativar', cardId, s)],
    ['PATCH ativar', (s) => patch('ativar', cardId, s)],
    ['GET imagem', (s) => t.request(`/v1/api/pokemon/${cardId}/imagem`, { headers: s?.headers })],
    ['POST salvarimagenspokemon', (s) => upload(s, [{ name: cardName() }])],
  ]

  it.each(calls)('%s: anonymous 401, forged token 401, User 403, Admin 200', async (_, call) => {
    const before = await storedCount()
    expect((await call(null)).status).toBe(401)
    const forged = await call({ username: 'x', tokens: { accessToken: 'x', refreshToken: 'x', role: 'Admin' }, headers: { authorization: 'Bearer forged' } })
    expect(forged.status).toBe(401)
    const asUser = await call(user)
    expect(asUser.status).toBe(403)
    expect(await asUser.json()).toEqual({ message: 'Access denied.', code: 'forbidden' })
    expect(await storedCount()).toBe(before)
    expect((await call(admin)).status).toBe(200)
  })

  it('a User cannot change a status', async () => {
    await patch('inativar', cardId, user)
    expect((await summaries()).find((card) => card.id === cardId)!.situacao).toBe('A')
  })
})

describe('POST salvarimagenspokemon: saved and rejected files', () => {
  it('saves a well-named PNG as a new active card with what its name says', async () => {
    const number = nextNumber()
    const bytes = png(300)
    const result = await uploadOk([{ name: `MythicalIsland_2_${number}_Mew-ex_4D_Psychic_130_Basic_Mew.png`, bytes }])
    expect(result.rejected).toEqual([])
    expect(result.saved).toEqual([
      { fileName: `MythicalIsland_2_${number}_Mew-ex_4D_Psychic_130_Basic_Mew.png`, id: expect.any(Number), nomePokemon: 'Mew-ex', nomeVersao: 'MythicalIsland', numeroCarta: number, replaced: false },
    ])
    const card = (await summaries()).find((c) => c.id === result.saved[0]!.id)!
    expect(card).toEqual({
      id: result.saved[0]!.id,
      nomePokemon: 'Mew-ex',
      situacao: 'A',
      nomeVersao: 'MythicalIsland',
      numeroVersao: 2,
      numeroCarta: number,
      raridade: '4D',
      tipo: 'Psychic',
      hp: 130,
      estagio: 'Basic',
      booster: 'Mew',
      imagemUrl: expect.stringMatching(new RegExp(`^/v1/api/pokemon/${card.id}/imagem\\?v=[0-9a-z]+$`)),
    })
    const [row] = await t.db.select().from(pokemonCards).where(eq(pokemonCards.id, card.id))
    expect(Buffer.compare(row!.imagem, bytes)).toBe(0)
  })

  it("files named the original's way are saved with the same values as ours", async () => {
    const result = await uploadOk([
      { name: 'Genetic Apex_A1_9231_Rapidash_Estrela_Fogo_100_Estagio 1_Charizard.png' },
      { name: 'Genetic Apex_A1_9266_Erika_Duas Estrelas_Suporte_Null_Treinador_Qualquer.png' },
      { name: 'Triumphant Light_A2a_9001_Eevee_Duas Shinnys_Incolor_60_Básico_Shinny Charizard.png' },
    ])
    expect(result.rejected).toEqual([])
    const stored = await summaries()
    const byId = (index: number) => stored.find((c) => c.id === result.saved[index]!.id)
    expect(byId(0)).toMatchObject({ nomeVersao: 'GeneticApex', numeroVersao: 1, numeroCarta: '9231', nomePokemon: 'Rapidash', raridade: '1S', tipo: 'Fire', hp: 100, estagio: 'Stage1', booster: 'Charizard' })
    expect(byId(1)).toMatchObject({ raridade: '2S', tipo: 'Supporter', hp: null, estagio: 'Trainer', booster: 'Any' })
    expect(byId(2)).toMatchObject({ nomeVersao: 'TriumphantLight', numeroVersao: 4, raridade: '2SH', tipo: 'Colorless', estagio: 'Basic', booster: 'Shiny Charizard' })
    // The same card named our way replaces it (same set and card number), with the same values.
    const again = await uploadOk([{ name: 'GeneticApex_1_9231_Rapidash_1S_Fire_100_Stage1_Charizard.png' }])
    expect(again.saved).toEqual([expect.objectContaining({ id: result.saved[0]!.id, replaced: true })])
  })

  it('a trainer with HP Null is stored with hp null', async () => {
    const result = await uploadOk([{ name: cardName({ name: 'Professors-Research', type: 'Supporter', hp: 'Null', stage: 'Trainer' }) }])
    expect((await summaries()).find((c) => c.id === result.saved[0]!.id)).toMatchObject({ hp: null, tipo: 'Supporter', estagio: 'Trainer' })
  })

  const badNames: Array<[CardFileNameProblem, string, string]> = [
    ['file_name_extension', cardName().replace(/\.png$/, '.jpg.txt'), 'The file name must end in .png.'],
    ['file_name_parts', 'GeneticApex_1_004_Venusaur-ex_4D_Grass_190_Stage2.png', 'The name must have 9 parts separated by _'],
    ['file_name_version', cardName({ set: 'Base!Set' }), 'Invalid set name: use letters, digits, single spaces'],
    ['file_name_version_number', cardName({ version: 0 }), 'The version number must be a positive whole number or the code of the set'],
    ['file_name_card_number', cardName({ number: '4a' }), 'The card number must be digits only'],
    ['file_name_card_name', cardName({ name: 'Mr!Mime' }), 'The card name must be letters (accents allowed), digits, ♀, ♂, single spaces'],
    ['file_name_rarity', cardName({ rarity: '5D' }), 'Unknown rarity: use 1D'],
    ['file_name_type', cardName({ type: 'Grass-Poison' }), 'The type or support must be one word'],
    ['file_name_hp', cardName({ hp: 'None' }), 'The HP must be up to 4 digits, or Null.'],
    ['file_name_stage', cardName({ stage: 'Stage-3' }), 'The stage must be one word'],
    ['file_name_booster', cardName({ booster: 'Bulbasaur' }), 'Unknown booster: use Any'],
  ]

  it.each(badNames)('a name with a bad part is rejected with its reason: %s', async (reason, name, message) => {
    const before = await storedCount()
    const good = cardName()
    const result = await uploadOk([{ name: good }, { name }])
    expect(result.saved.map((file) => file.fileName)).toEqual([good])
    expect(result.rejected).toEqual([{ fileName: name, reason, message: expect.stringContaining(message) }])
    expect(await storedCount()).toBe(before + 1)
  })

  it('reasons are in the request language', async () => {
    const result = await uploadOk([{ name: cardName() }, { name: cardName({ rarity: 'XX' }) }, { name: cardName(), bytes: jpeg() }], 'pt-BR')
    expect(result.rejected.map((file) => [file.reason, file.message])).toEqual([
      ['file_name_rarity', 'Raridade desconhecida: use 1D, 2D, 3D, 4D, 1S, 2S, 3S, CR, 1SH ou 2SH (ou Diamante, Dois Diamantes, Tres Diamantes, Quatro Diamantes, Estrela, Duas Estrelas, Tres Estrelas, Rei, Shinny, Duas Shinnys).'],
      ['file_not_png', 'O conteúdo do arquivo não é uma imagem PNG.'],
    ])
  })

  it('when no name fits, nothing is saved and the answer is 400 with each file and its reason', async () => {
    const before = await storedCount()
    const names = [cardName({ booster: 'Nobody' }), cardName({ rarity: '0D' })]
    const response = await upload(admin, names.map((name) => ({ name })))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'No image was saved: check the name and the content of each file.',
      code: 'no_card_saved',
      errors: {
        [names[0]!]: expect.stringContaining('Unknown booster'),
        [names[1]!]: expect.stringContaining('Unknown rarity'),
      },
      errorCodes: { [names[0]!]: 'file_name_booster', [names[1]!]: 'file_name_rarity' },
    })
    expect(await storedCount()).toBe(before)
  })

  it('a second file for the same set and card number in one request is rejected as a duplicate', async () => {
    const number = nextNumber()
    const first = cardName({ number, name: 'Oddish' })
    const second = cardName({ number, name: 'Gloom' })
    const result = await uploadOk([{ name: first }, { name: second }])
    expect(result.saved.map((file) => file.fileName)).toEqual([first])
    expect(result.rejected).toEqual([{ fileName: second, reason: 'file_duplicate', message: 'Another file in this upload has the same set and card number.' }])
  })

  it('takes the last path segment of a file name', async () => {
    const name = cardName()
    const result = await uploadOk([{ name: `C:\\fakepath\\${name}` }])
    expect(result.saved[0]!.fileName).toBe(name)
  })
})

describe('real card names and sets beyond the six', () => {
  it.each(['Nidoran♀', 'Nidoran♂', "Farfetch'd", 'Flabébé', 'Type: Null', 'Mime Jr.'])('card name %s is saved and listed as written', async (name) => {
    const fileName = cardName({ name })
    const result = await uploadOk([{ name: fileName }])
    expect(result.rejected).toEqual([])
    expect(result.saved).toEqual([expect.objectContaining({ fileName, nomePokemon: name })])
    const listed = (await summaries()).find((card) => card.id === result.saved[0]!.id)
    expect(listed).toMatchObject({ nomePokemon: name, nomeVersao: 'GeneticApex' })
  })

  it('an unknown set (Eevee Grove, Promo-A) is accepted, stored as written and becomes a set filter option', async () => {
    const before = cardSetOptions(await summaries())
    expect(before).not.toContain('Eevee Grove')
    const grove = cardName({ set: 'Eevee Grove', version: 7, name: 'Flabébé' })
    const promo = cardName({ set: 'Promo-A', version: 8, name: 'Nidoran♀' })
    const result = await uploadOk([{ name: grove }, { name: promo }])
    expect(result.rejected).toEqual([])
    expect(result.saved.map((file) => file.nomeVersao)).toEqual(['Eevee Grove', 'Promo-A'])
    const cards = await summaries()
    expect(cards.filter((card) => card.nomeVersao === 'Eevee Grove')).toEqual([expect.objectContaining({ nomePokemon: 'Flabébé', numeroVersao: 7, situacao: 'A' })])
    const options = cardSetOptions(cards)
    expect(options.slice(0, 6)).toEqual([...CARD_SETS])
    expect(options).toContain('Eevee Grove')
    expect(options).toContain('Promo-A')
    // The grid's other call filters by its version number too.
    const byVersion = await filter('?versao=7')
    expect(byVersion.status).toBe(200)
    expect(cardListSchema.parse(await byVersion.json()).map((card) => card.nomeVersao)).toContain('Eevee Grove')
  })

  it('a new set spelt another way later ("EeveeGrove") joins the stored one, re-upload replaces its card', async () => {
    const number = nextNumber()
    const first = await uploadOk([{ name: cardName({ set: 'Eevee Grove', version: 7, number, name: 'Eevee' }) }])
    const again = await uploadOk([{ name: cardName({ set: 'EeveeGrove', version: 7, number, name: 'Eevee' }) }])
    expect(again.saved).toEqual([expect.objectContaining({ id: first.saved[0]!.id, nomeVersao: 'Eevee Grove', replaced: true })])
    expect(cardSetOptions(await summaries())).not.toContain('EeveeGrove')
  })

  it.each([
    ['a control character in the card name', cardName({ name: 'Nidoran\u0001♀' }), 'file_name_card_name'],
    ['a card name over 80 characters', cardName({ name: 'N'.repeat(81) }), 'file_name_card_name'],
    ['a control character in the set', cardName({ set: 'Eevee\u0007Grove' }), 'file_name_version'],
    ['a set name over 40 characters', cardName({ set: 'S'.repeat(41) }), 'file_name_version'],
    ['an empty set', cardName({ set: '' }), 'file_name_version'],
  ] as const)('%s is still rejected, with its reason in both languages', async (_, name, reason) => {
    const before = await storedCount()
    const en = await uploadOk([{ name: cardName() }, { name }])
    expect(en.rejected).toEqual([{ fileName: name, reason, message: expect.stringMatching(reason === 'file_name_version' ? /^Invalid set name/ : /^The card name must be/) }])
    const pt = await uploadOk([{ name: cardName() }, { name }], 'pt-BR')
    expect(pt.rejected[0]!.message).toMatch(reason === 'file_name_version' ? /^Nome de coleção inválido/ : /^O nome da carta deve ter/)
    expect(await storedCount()).toBe(before + 2)
  })
})

describe('PNG by structure, dimensions, size and count limits', () => {
  it('checks the content, not the name or the content type: a JPEG named .png is rejected', async () => {
    const good = cardName()
    const fake = cardName()
    const result = await uploadOk([{ name: good }, { name: fake, bytes: jpeg() }])
    expect(result.saved.map((file) => file.fileName)).toEqual([good])
    expect(result.rejected).toEqual([{ fileName: fake, reason: 'file_not_png', message: 'The file content is not a PNG image.' }])
  })

  it('a request with no PNG at all is 415 with a clear message and saves nothing', async () => {
    const before = await storedCount()
    const names = [cardName(), cardName()]
    const response = await upload(admin, [
      { name: names[0]!, bytes: jpeg() },
      { name: names[1]!, bytes: Buffer.from('not an image at all') },
    ])
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({
      message: 'None of the files is a PNG image. Send .png files.',
      code: 'no_png_files',
      errors: { [names[0]!]: 'The file content is not a PNG image.', [names[1]!]: 'The file content is not a PNG image.' },
      errorCodes: { [names[0]!]: 'file_not_png', [names[1]!]: 'file_not_png' },
    })
    expect(await storedCount()).toBe(before)
  })

  it('an empty file and a truncated signature are not PNGs', async () => {
    const names = [cardName(), cardName()]
    const response = await upload(admin, [
      { name: names[0]!, bytes: Buffer.alloc(0) },
      { name: names[1]!, bytes: PNG_SIGNATURE.subarray(0, 7) },
    ])
    expect(response.status).toBe(415)
  })

  it('the signature followed by HTML is 415, not stored: each file answers why, in both languages', async () => {
    const before = await storedCount()
    const names = [cardName(), cardName()]
    const htmlAfterSignature = Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(document.cookie)</script></html>')])
    const trailing = Buffer.concat([png(), Buffer.from('<html><script>alert(1)</script></html>')])
    for (const [language, fileMessage, message] of [
      ['en', 'The PNG file is damaged or incomplete.', 'None of the files is a PNG image. Send .png files.'],
      ['pt-BR', 'O arquivo PNG está corrompido ou incompleto.', 'Nenhum dos arquivos é uma imagem PNG. Envie arquivos .png.'],
    ] as const) {
      const response = await upload(admin, [{ name: names[0]!, bytes: htmlAfterSignature }, { name: names[1]!, bytes: trailing }], language)
      expect(response.status).toBe(415)
      expect(await response.json()).toEqual({
        message,
        code: 'no_png_files',
        errors: { [names[0]!]: fileMessage, [names[1]!]: fileMessage },
        errorCodes: { [names[0]!]: 'file_png_invalid', [names[1]!]: 'file_png_invalid' },
      })
    }
    expect(await storedCount()).toBe(before)
  })

  it('a PNG with a bad CRC or a missing IEND is rejected beside a good one', async () => {
    const good = cardName()
    const badCrc = cardName()
    const noEnd = cardName()
    const corrupt = Buffer.from(png(200))
    corrupt[40] = corrupt[40]! ^ 0x01
    const result = await uploadOk([{ name: good }, { name: badCrc, bytes: corrupt }, { name: noEnd, bytes: png(200).subarray(0, 188) }])
    expect(result.saved.map((file) => file.fileName)).toEqual([good])
    expect(result.rejected).toEqual([
      { fileName: badCrc, reason: 'file_png_invalid', message: 'The PNG file is damaged or incomplete.' },
      { fileName: noEnd, reason: 'file_png_invalid', message: 'The PNG file is damaged or incomplete.' },
    ])
  })

  it('4096 × 4096 pixels is accepted; 4097 wide, or 20000 × 20000 (400 megapixels), is 413 with the reason in both languages', async () => {
    const before = await storedCount()
    const atLimit = cardName()
    expect((await uploadOk([{ name: atLimit, bytes: pngHeaderOnly(4096, 4096) }])).saved.map((file) => file.fileName)).toEqual([atLimit])
    const names = [cardName(), cardName()]
    const bomb = pngHeaderOnly(20_000, 20_000)
    for (const [language, fileMessage] of [
      ['en', 'The image is larger than 4096 × 4096 pixels.'],
      ['pt-BR', 'A imagem passa de 4096 × 4096 pixels.'],
    ] as const) {
      const response = await upload(admin, [{ name: names[0]!, bytes: pngHeaderOnly(4097, 10) }, { name: names[1]!, bytes: bomb }], language)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        message: fileMessage,
        code: 'file_image_too_large',
        errors: { [names[0]!]: fileMessage, [names[1]!]: fileMessage },
        errorCodes: { [names[0]!]: 'file_image_too_large', [names[1]!]: 'file_image_too_large' },
      })
    }
    expect(await storedCount()).toBe(before + 1)
  })

  it('2 MiB is accepted; 2 MiB + 1 byte is rejected as too large', async () => {
    const atLimit = cardName()
    const over = cardName()
    const result = await uploadOk([
      { name: atLimit, bytes: png(CARD_UPLOAD_MAX_FILE_BYTES) },
      { name: over, bytes: png(CARD_UPLOAD_MAX_FILE_BYTES + 1) },
    ])
    expect(result.saved.map((file) => file.fileName)).toEqual([atLimit])
    expect(result.rejected).toEqual([{ fileName: over, reason: 'file_too_large', message: 'The file is larger than 2 MiB.' }])
  })

  it('only files over 2 MiB is 413', async () => {
    const name = cardName()
    const response = await upload(admin, [{ name, bytes: png(CARD_UPLOAD_MAX_FILE_BYTES + 1) }])
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'file_too_large', errors: { [name]: 'The file is larger than 2 MiB.' }, errorCodes: { [name]: 'file_too_large' } })
  })

  it('50 files in one request are all saved', async () => {
    const before = await storedCount()
    const files = Array.from({ length: 50 }, () => ({ name: cardName() }))
    const result = await uploadOk(files)
    expect(result.saved).toHaveLength(50)
    expect(result.rejected).toEqual([])
    expect(await storedCount()).toBe(before + 50)
  })

  it('51 files are 413 and nothing is saved', async () => {
    const before = await storedCount()
    const response = await upload(admin, Array.from({ length: 51 }, () => ({ name: cardName() })), 'pt-BR')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Envie no máximo 50 arquivos por vez.', code: 'too_many_files' })
    expect(await storedCount()).toBe(before)
  })

  it('a body over the upload limit is 413 before anything is read', async () => {
    const before = await storedCount()
    const files = Array.from({ length: 49 }, () => ({ name: cardName(), bytes: png(CARD_UPLOAD_MAX_FILE_BYTES + 200 * 1024) }))
    const response = await upload(admin, files)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' })
    expect(await storedCount()).toBe(before)
  })

  it('no files is 400 "Select at least one PNG image.", in both languages', async () => {
    const empty = await t.app.request(PATH, { method: 'POST', body: new FormData(), headers: { ...admin.headers, 'accept-language': 'en' } })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ message: 'Select at least one PNG image.', code: 'files_required', errors: { files: 'Select at least one PNG image.' }, errorCodes: { files: 'files_required' } })
    const other = new FormData()
    other.append('images', new File([new Uint8Array(png())], cardName()))
    const wrongField = await t.app.request(PATH, { method: 'POST', body: other, headers: { ...admin.headers, 'accept-language': 'pt-BR' } })
    expect(wrongField.status).toBe(400)
    expect(await wrongField.json()).toMatchObject({ message: 'Selecione pelo menos uma imagem PNG.', code: 'files_required' })
  })

  it('a files field that is text, not a file, is 400', async () => {
    const form = new FormData()
    form.append('files', 'GeneticApex_1_001_Bulbasaur_1D_Grass_70_Basic_Any.png')
    const response = await t.app.request(PATH, { method: 'POST', body: form, headers: admin.headers })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'file_invalid' })
  })

  it('a JSON body is 415', async () => {
    const response = await t.request(PATH, { body: { files: [] }, headers: admin.headers })
    expect(response.status).toBe(415)
  })
})

describe('re-upload replaces; a failed request changes nothing', () => {
  it('the same set and card number replaces the image and the data, keeps the id and the status', async () => {
    const number = nextNumber()
    const first = await uploadOk([{ name: cardName({ set: 'SpaceTimeSmackdown', version: 3, number, name: 'Dialga', rarity: '1D' }), bytes: png(100) }])
    const id = first.saved[0]!.id
    expect((await patch('inativar', id)).status).toBe(200)
    const before = (await summaries()).find((c) => c.id === id)!
    const firstEtag = (await image(id)).headers.get('etag')

    const newBytes = png(200)
    const second = await uploadOk([{ name: cardName({ set: 'SpaceTimeSmackdown', version: 3, number, name: 'Dialga-ex', rarity: '4D', booster: 'Dialga' }), bytes: newBytes }])
    expect(second.saved).toEqual([expect.objectContaining({ id, replaced: true, nomePokemon: 'Dialga-ex' })])

    const after = (await summaries()).find((c) => c.id === id)!
    expect(after).toMatchObject({ nomePokemon: 'Dialga-ex', raridade: '4D', booster: 'Dialga', situacao: 'I' })
    expect(after.imagemUrl).not.toBe(before.imagemUrl)
    const served = await image(id)
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), newBytes)).toBe(0)
    expect(served.headers.get('etag')).not.toBe(firstEtag)
    expect((await summaries()).filter((c) => c.nomeVersao === 'SpaceTimeSmackdown' && c.numeroCarta === number)).toHaveLength(1)
  })

  it('the same card number in another set is another card', async () => {
    const number = nextNumber()
    const result = await uploadOk([{ name: cardName({ number }) }, { name: cardName({ number, set: 'TriumphantLight', version: 4 }) }])
    expect(result.saved.map((file) => file.replaced)).toEqual([false, false])
    expect(new Set(result.saved.map((file) => file.id)).size).toBe(2)
  })

  it('a database failure on the third file leaves the collection as it was (new cards and replaced images)', async () => {
    const number = nextNumber()
    const original = png(120)
    const kept = await uploadOk([{ name: cardName({ number, name: 'Pidgey' }), bytes: original }])
    const keptId = kept.saved[0]!.id
    const before = await summaries()
    // A real failure inside the transaction: the database refuses one card name.
    await t.db.execute(sql`create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.nome_pokemon = 'Boom' then raise exception 'refused'; end if; return new; end $$`)
    await t.db.execute(sql`create trigger refuse_boom before insert or update on pokemon_cards for each row execute function refuse_boom()`)
    try {
      const response = await upload(admin, [{ name: cardName({ name: 'Rattata' }) }, { name: cardName({ number, name: 'Pidgeotto' }), bytes: png(130) }, { name: cardName({ name: 'Boom' }) }])
      expect(response.status).toBe(500)
      expect(await response.json()).toMatchObject({ code: 'internal_error' })
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on pokemon_cards`)
      await t.db.execute(sql`drop function refuse_boom()`)
    }
    expect(await summaries()).toEqual(before)
    expect(Buffer.compare(Buffer.from(await (await image(keptId)).arrayBuffer()), original)).toBe(0)
    expect(t.logs.some((line) => line.level === 'error')).toBe(true)
    t.logs.length = 0
  })
})

describe('GET obtertodossemimagem and the statistics it feeds', () => {
  it('lists every card by id without image bytes', async () => {
    await uploadOk([{ name: cardName() }])
    const response = await t.request('/v1/api/pokemon/obtertodossemimagem', { headers: admin.headers })
    const body = (await response.json()) as Array<Record<string, unknown>>
    expect(body.length).toBeGreaterThan(0)
    for (const card of body) expect(card).not.toHaveProperty('imagem')
    const ids = body.map((card) => card.id as number)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('the statistics count active cards by rarity and booster', async () => {
    const before = cardStatistics(await summaries())
    const result = await uploadOk([
      { name: cardName({ rarity: '1D', booster: 'Pikachu' }) },
      { name: cardName({ rarity: '1D', booster: 'Pikachu' }) },
      { name: cardName({ rarity: '1D', booster: 'Any' }) },
      { name: cardName({ rarity: 'CR', booster: 'Lunala' }) },
      { name: cardName({ rarity: '2SH', booster: 'Shiny Charizard' }) },
      { name: cardName({ rarity: '2SH', booster: 'Shinny Charizard' }) },
    ])
    // One crown and one shiny go inactive: they stop counting.
    expect((await patch('inativar', result.saved[3]!.id)).status).toBe(200)
    expect((await patch('inativar', result.saved[4]!.id)).status).toBe(200)
    const after = cardStatistics(await summaries())
    const delta = (rarity: '1D' | 'CR' | '2SH', booster: 'Pikachu' | 'Any' | 'Lunala' | 'Shiny Charizard') => after.counts[rarity][booster] - before.counts[rarity][booster]
    expect([delta('1D', 'Pikachu'), delta('1D', 'Any'), delta('CR', 'Lunala'), delta('2SH', 'Shiny Charizard')]).toEqual([2, 1, 0, 1])
    expect(after.rowTotals['1D'] - before.rowTotals['1D']).toBe(3)
    expect(after.rowTotals.CR - before.rowTotals.CR).toBe(0)
    expect(after.columnTotals['Shiny Charizard'] - before.columnTotals['Shiny Charizard']).toBe(1)
    expect(after.total - before.total).toBe(4)
    // Activating again counts it again.
    expect((await patch('ativar', result.saved[3]!.id)).status).toBe(200)
    expect(cardStatistics(await summaries()).counts.CR.Lunala - before.counts.CR.Lunala).toBe(1)
  })
})

describe('PATCH inativar / ativar', () => {
  it('switches A → I → A and answers 200 with the card', async () => {
    const id = (await uploadOk([{ name: cardName() }])).saved[0]!.id
    const off = await patch('inativar', id)
    expect(off.status).toBe(200)
    expect(cardSummarySchema.parse(await off.json())).toMatchObject({ id, situacao: 'I' })
    expect((await summaries()).find((c) => c.id === id)!.situacao).toBe('I')
    const again = await patch('inativar', id)
    expect(again.status).toBe(200)
    const on = await patch('ativar', id)
    expect(on.status).toBe(200)
    expect(await on.json()).toMatchObject({ id, situacao: 'A' })
  })

  it.each(['ativar', 'inativar'] as const)('%s: an unknown id is 404, a bad id 400', async (action) => {
    expect((await patch(action, 2_000_000_000)).status).toBe(404)
    expect((await patch(action, 'abc')).status).toBe(400)
    expect((await patch(action, 0)).status).toBe(400)
  })
})

describe('GET filtrarporcriterios', () => {
  // Version numbers of their own, so that the filter sees only these cards.
  let version = 500
  async function seed(cards: Array<{ name: string; rarity: string }>) {
    version += 1
    const result = await uploadOk(cards.map((card) => ({ name: cardName({ version, name: card.name, rarity: card.rarity }) })))
    return { version, ids: result.saved.map((file) => file.id) }
  }
  const names = async (query: string) => {
    const response = await filter(query)
    expect(response.status, await response.clone().text()).toBe(200)
    return cardListSchema.parse(await response.json()).map((card) => card.nomePokemon)
  }

  it("answers every card to the spec's client, which always asks version=1", async () => {
    const other = await seed([{ name: 'OtherSet', rarity: '1D' }])
    const first = await uploadOk([{ name: cardName({ name: 'FirstSet' }) }])
    const ids = cardListSchema.parse(await (await filter('?version=1&sortDirection=desc&sortField=id')).json()).map((card) => card.id)
    expect(ids).toEqual(expect.arrayContaining([...other.ids, first.saved[0]!.id]))
    expect(ids).toEqual([...ids].sort((x, y) => y - x))
    // Whatever it sends there.
    expect((await filter('?version=abc')).status).toBe(200)
  })

  it('keeps one version and sorts by id, name or rarity level, either way', async () => {
    const { version: v } = await seed([
      { name: 'charmander', rarity: '2D' },
      { name: 'Abra', rarity: 'CR' },
      { name: 'Zubat', rarity: '1D' },
      { name: 'Mew', rarity: '1SH' },
    ])
    expect(await names(`?versao=${v}&sortField=id&sortDirection=asc`)).toEqual(['charmander', 'Abra', 'Zubat', 'Mew'])
    expect(await names(`?versao=${v}&sortDirection=desc&sortField=id`)).toEqual(['Mew', 'Zubat', 'Abra', 'charmander'])
    // Names ignoring case.
    expect(await names(`?versao=${v}&sortField=nomePokemon&sortDirection=asc`)).toEqual(['Abra', 'charmander', 'Mew', 'Zubat'])
    // Rarity by level (1D < 2D < CR < 1SH), not by text ('1SH' < '2D' < 'CR').
    expect(await names(`?versao=${v}&sortField=raridade&sortDirection=asc`)).toEqual(['Zubat', 'charmander', 'Abra', 'Mew'])
    expect(await names(`?versao=${v}&sortField=raridade&sortDirection=desc`)).toEqual(['Mew', 'Abra', 'charmander', 'Zubat'])
  })

  it('defaults to id ascending; without a version it answers every version', async () => {
    const a = await seed([{ name: 'First', rarity: '1D' }, { name: 'Second', rarity: '1D' }])
    const b = await seed([{ name: 'Third', rarity: '1D' }])
    expect(await names(`?versao=${a.version}`)).toEqual(['First', 'Second'])
    const all = cardListSchema.parse(await (await filter('')).json())
    expect(all.map((card) => card.id)).toEqual(expect.arrayContaining([...a.ids, ...b.ids]))
    expect(all.map((card) => card.id)).toEqual([...all.map((card) => card.id)].sort((x, y) => x - y))
  })

  it('matches query keys and values ignoring case', async () => {
    const { version: v } = await seed([{ name: 'Bravo', rarity: '1D' }, { name: 'Alpha', rarity: '1D' }])
    expect(await names(`?VERSAO=${v}&SortField=NOMEPOKEMON&sortdirection=DESC`)).toEqual(['Bravo', 'Alpha'])
  })

  it('answers each image as the base64 of the stored PNG', async () => {
    version += 1
    const bytes = png(90)
    await uploadOk([{ name: cardName({ version }), bytes }])
    const [card] = cardListSchema.parse(await (await filter(`?versao=${version}`)).json())
    expect(Buffer.from(card!.imagem, 'base64').equals(bytes)).toBe(true)
  })

  it.each([
    ['?sortField=imagem', 'sortField'],
    ['?sortField=nome', 'sortField'],
    ['?sortField=id;drop table pokemon_cards', 'sortField'],
    ['?sortDirection=up', 'sortDirection'],
    ['?versao=0', 'versao'],
    ['?versao=abc', 'versao'],
    ['?versao=1.5', 'versao'],
  ])('%s is 400 with the field named', async (query, field) => {
    const response = await filter(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid value.', code: 'invalid_value', errors: { [field]: 'Invalid value.' }, errorCodes: { [field]: 'invalid_value' } })
  })

  it('an unknown sort field is 400 in Portuguese too', async () => {
    const response = await filter('?sortField=preco', admin, 'pt-BR')
    expect(await response.json()).toMatchObject({ message: 'Valor inválido.', errors: { sortField: 'Valor inválido.' }, errorCodes: { sortField: 'invalid_value' } })
  })
})

describe('GET /v1/api/pokemon/{id}/imagem', () => {
  it('answers the PNG with an ETag; the current v may be cached for a year, anything else revalidates', async () => {
    const bytes = png(150)
    const id = (await uploadOk([{ name: cardName(), bytes }])).saved[0]!.id
    const { imagemUrl } = (await summaries()).find((c) => c.id === id)!

    const current = await t.request(imagemUrl, { headers: admin.headers })
    expect(current.status).toBe(200)
    expect(current.headers.get('content-type')).toBe('image/png')
    expect(current.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const etag = current.headers.get('etag')
    expect(etag).toMatch(/^"\d+-[0-9a-z]+"$/)
    expect(Buffer.from(await current.arrayBuffer()).equals(bytes)).toBe(true)

    const bare = await image(id)
    expect(bare.headers.get('cache-control')).toBe('private, no-cache')
    expect(bare.headers.get('etag')).toBe(etag)
    const stale = await image(id, { query: '?v=old' })
    expect(stale.headers.get('cache-control')).toBe('private, no-cache')

    const revalidated = await image(id, { headers: { 'if-none-match': etag! } })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    const changed = await image(id, { headers: { 'if-none-match': '"1-other"' } })
    expect(changed.status).toBe(200)
  })

  it('an unknown id is 404, a bad id 400', async () => {
    expect((await image(2_000_000_000)).status).toBe(404)
    expect((await image('x')).status).toBe(400)
  })
})

describe('OpenAPI', () => {
  it('documents every card route under Cards with bearer security', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { tags: string[]; security: unknown }>> }
    const routes = [
      ['/v1/api/pokemon/obtertodossemimagem', 'get'],
      ['/v1/api/pokemon/filtrarporcriterios', 'get'],
      ['/v1/api/pokemon/inativar/{id}', 'patch'],
      ['/v1/api/pokemon/ativar/{id}', 'patch'],
      ['/v1/api/pokemon/{id}/imagem', 'get'],
      ['/v1/api/pokemon/salvarimagenspokemon', 'post'],
    ] as const
    for (const [path, method] of routes) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toMatchObject({ tags: ['Cards'], security: [{ bearerAuth: [] }] })
    }
  })
})
