// The card file-name convention (docs/product-rules.md#card-collection): good names and each bad token, one row each.
import { describe, expect, it } from 'vitest'
import { CARD_FILE_NAME_EXAMPLE, ORIGINAL_CARD_FILE_NAME_EXAMPLES, parseCardFileName } from '@contract/card-file-name'
import type { CardFileNameProblem } from '@contract/card-file-name'
import { BOOSTER_NAMES, CARD_BOOSTERS, CARD_RARITIES, CARD_SETS, CARD_SET_CODES, cardSetNumber, cardStatistics } from '@contract/card-collection'
import type { CardRarity } from '@contract/card-collection'

/** The nine parts of a good name; each bad-token row replaces one. */
const good = ['GeneticApex', '1', '004', 'Venusaur-ex', '4D', 'Grass', '190', 'Stage2', 'Mewtwo']
const nameWith = (index: number, value: string) => `${good.map((part, i) => (i === index ? value : part)).join('_')}.png`

describe('the constants of the file-name convention', () => {
  it('six sets, ten rarities, Any + ten boosters', () => {
    expect(CARD_SETS).toEqual(['GeneticApex', 'MythicalIsland', 'SpaceTimeSmackdown', 'TriumphantLight', 'ShiningRevelry', 'CelestialGuardians'])
    expect(CARD_RARITIES).toEqual(['1D', '2D', '3D', '4D', '1S', '2S', '3S', 'CR', '1SH', '2SH'])
    expect(BOOSTER_NAMES).toHaveLength(10)
    // The real ten, in release order (the original spells the eighth "Shinny Charizard").
    expect(CARD_BOOSTERS).toEqual(['Any', 'Mewtwo', 'Pikachu', 'Charizard', 'Mew', 'Dialga', 'Palkia', 'Arceus', 'Shiny Charizard', 'Solgaleo', 'Lunala'])
    expect(CARD_SETS.map(cardSetNumber)).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('parseCardFileName: good names', () => {
  it.each([
    [
      CARD_FILE_NAME_EXAMPLE,
      { nomeVersao: 'GeneticApex', numeroVersao: 1, numeroCarta: '004', nomePokemon: 'Venusaur-ex', raridade: '4D', tipo: 'Grass', hp: 190, estagio: 'Stage2', booster: 'Mewtwo' },
    ],
    [
      'MythicalIsland_2_070_Professors-Research_2D_Supporter_Null_Trainer_Any.png',
      { nomeVersao: 'MythicalIsland', numeroVersao: 2, numeroCarta: '070', nomePokemon: 'Professors-Research', raridade: '2D', tipo: 'Supporter', hp: null, estagio: 'Trainer', booster: 'Any' },
    ],
    [
      'CelestialGuardians_12_1_Pikachu_CR_Lightning_60_Basic_Pikachu.png',
      { nomeVersao: 'CelestialGuardians', numeroVersao: 12, numeroCarta: '1', nomePokemon: 'Pikachu', raridade: 'CR', tipo: 'Lightning', hp: 60, estagio: 'Basic', booster: 'Pikachu' },
    ],
    [
      // Case of sets, rarities, boosters, Null, known stages and the extension does not matter; the canonical spelling is kept.
      'spacetimesmackdown_3_155_Dialga-ex_2sh_Metal_null_basic_DIALGA.PNG',
      { nomeVersao: 'SpaceTimeSmackdown', numeroVersao: 3, numeroCarta: '155', nomePokemon: 'Dialga-ex', raridade: '2SH', tipo: 'Metal', hp: null, estagio: 'Basic', booster: 'Dialga' },
    ],
    [
      // Letters beyond ASCII; a decomposed é (as macOS writes it) reads as the composed one.
      'ShiningRevelry_5_012_Flabe\u0301be\u0301_1S_Psychic_40_Basic_Lunala.png',
      { nomeVersao: 'ShiningRevelry', numeroVersao: 5, numeroCarta: '012', nomePokemon: 'Flabébé', raridade: '1S', tipo: 'Psychic', hp: 40, estagio: 'Basic', booster: 'Lunala' },
    ],
    [
      'TriumphantLight_4_9999999999_Porygon-Z_1SH_Colorless_1000_Stage2_Arceus.png',
      { nomeVersao: 'TriumphantLight', numeroVersao: 4, numeroCarta: '9999999999', nomePokemon: 'Porygon-Z', raridade: '1SH', tipo: 'Colorless', hp: 1000, estagio: 'Stage2', booster: 'Arceus' },
    ],
  ])('%s', (fileName, card) => {
    expect(parseCardFileName(fileName)).toEqual({ ok: true, card })
  })

  it.each(CARD_RARITIES)('rarity %s', (rarity) => {
    expect(parseCardFileName(nameWith(4, rarity))).toMatchObject({ ok: true, card: { raridade: rarity } })
  })

  it.each(CARD_BOOSTERS)('booster %s', (booster) => {
    expect(parseCardFileName(nameWith(8, booster))).toMatchObject({ ok: true, card: { booster } })
  })

  it.each(CARD_SETS)('set %s', (set) => {
    expect(parseCardFileName(nameWith(0, set))).toMatchObject({ ok: true, card: { nomeVersao: set } })
  })
})

describe("parseCardFileName: the original's convention", () => {
  it("reads the original upload page's two examples", () => {
    expect(ORIGINAL_CARD_FILE_NAME_EXAMPLES.map(parseCardFileName)).toEqual([
      {
        ok: true,
        card: { nomeVersao: 'GeneticApex', numeroVersao: 1, numeroCarta: '231', nomePokemon: 'Rapidash', raridade: '1S', tipo: 'Fire', hp: 100, estagio: 'Stage1', booster: 'Charizard' },
      },
      {
        ok: true,
        card: { nomeVersao: 'GeneticApex', numeroVersao: 1, numeroCarta: '266', nomePokemon: 'Erika', raridade: '2S', tipo: 'Supporter', hp: null, estagio: 'Trainer', booster: 'Charizard' },
      },
    ])
  })

  it('stores the same values as our convention for the same card', () => {
    expect(parseCardFileName('Space-Time Smackdown_A2_155_Dialga ex_Quatro Diamantes_Metálico_150_Básico_Qualquer.png')).toEqual(
      parseCardFileName('SpaceTimeSmackdown_3_155_Dialga ex_4D_Metal_150_Basic_Any.png'),
    )
    expect(parseCardFileName('Triumphant Light_A2a_10_Eevee_Duas Shinnys_Incolor_60_Básico_Shinny Charizard.png')).toMatchObject({
      ok: true,
      card: { nomeVersao: 'TriumphantLight', numeroVersao: 4, raridade: '2SH', tipo: 'Colorless', estagio: 'Basic', booster: 'Shiny Charizard' },
    })
    expect(parseCardFileName('GeneticApex_1_070_Professors-Research_2D_Supporter_Null_Trainer_ShinyCharizard.png')).toMatchObject({
      ok: true,
      card: { booster: 'Shiny Charizard' },
    })
  })

  it.each<[string, CardRarity]>([
    ['Quatro Diamantes', '4D'],
    ['Tres Diamantes', '3D'],
    ['Três Diamantes', '3D'],
    ['Dois Diamantes', '2D'],
    ['Diamante', '1D'],
    ['Estrela', '1S'],
    ['Duas Estrelas', '2S'],
    ['Tres Estrelas', '3S'],
    ['Rei', 'CR'],
    ['Shinny', '1SH'],
    ['Duas Shinnys', '2SH'],
  ])('rarity %s is %s', (word, rarity) => {
    expect(parseCardFileName(nameWith(4, word))).toMatchObject({ ok: true, card: { raridade: rarity } })
  })

  it.each(CARD_SETS.map((set, index) => [set, CARD_SET_CODES[set], index + 1] as const))('set %s with its code %s is version %i', (set, code, number) => {
    const spaced = set.replace(/(?<=[a-z])(?=[A-Z])/g, ' ')
    expect(parseCardFileName(`${spaced}_${code}_001_Card_Diamante_Fogo_50_Basico_Qualquer.png`)).toMatchObject({
      ok: true,
      card: { nomeVersao: set, numeroVersao: number, raridade: '1D', tipo: 'Fire', estagio: 'Basic', booster: 'Any' },
    })
  })

  it("keeps names with spaces, dots and apostrophes, and a type or stage it does not know as written", () => {
    expect(parseCardFileName("Genetic Apex_A1_226_Farfetch'd_Diamante_Incolor_60_Básico_Pikachu.png")).toMatchObject({ ok: true, card: { nomePokemon: "Farfetch'd" } })
    expect(parseCardFileName('Mythical Island_A1a_30_Mr. Mime_Diamante_Psíquico_70_Basico_Qualquer.png')).toMatchObject({
      ok: true,
      card: { nomeVersao: 'MythicalIsland', numeroVersao: 2, nomePokemon: 'Mr. Mime', tipo: 'Psychic' },
    })
    expect(parseCardFileName(nameWith(5, 'Cristal'))).toMatchObject({ ok: true, card: { tipo: 'Cristal' } })
    expect(parseCardFileName(nameWith(7, 'Stage 2'))).toMatchObject({ ok: true, card: { estagio: 'Stage2' } })
  })
})

describe('parseCardFileName: the names real cards and sets have', () => {
  it.each(['Nidoran♀', 'Nidoran♂', "Farfetch'd", 'Sirfetch’d', 'Flabébé', 'Mr. Mime', 'Mime Jr.', 'Porygon-Z', 'Type: Null', 'Pikachu & Zekrom', 'Ho-Oh', 'Porygon2', 'Flabe\u0301be\u0301'])(
    'card name %s is kept as written (NFC)',
    (name) => {
      expect(parseCardFileName(nameWith(3, name))).toMatchObject({ ok: true, card: { nomePokemon: name.normalize('NFC') } })
    },
  )

  it.each([
    ['Eevee Grove', 'Eevee Grove'],
    ['Promo-A', 'Promo-A'],
    ["Champion's Path", "Champion's Path"],
    ['Genetic Apex', 'GeneticApex'],
  ])('set %s is stored as %s, its version number as written', (set, stored) => {
    expect(parseCardFileName(`${set}_7_012_Eevee_1D_Colorless_60_Basic_Any.png`)).toMatchObject({ ok: true, card: { nomeVersao: stored, numeroVersao: 7 } })
  })
})

describe('parseCardFileName: each bad token is reported by name', () => {
  const rows: Array<[string, string, CardFileNameProblem, string | undefined]> = [
    ['no .png extension', `${good.join('_')}.jpg`, 'file_name_extension', undefined],
    ['no extension at all', good.join('_'), 'file_name_extension', undefined],
    ['.png inside the name only', `${good.join('_')}.png.txt`, 'file_name_extension', undefined],
    ['eight parts', `${good.slice(0, 8).join('_')}.png`, 'file_name_parts', undefined],
    ['ten parts', `${[...good, 'Extra'].join('_')}.png`, 'file_name_parts', undefined],
    ['an underscore in the card name', nameWith(3, 'Mr_Mime'), 'file_name_parts', undefined],
    ['an empty file name', '.png', 'file_name_parts', undefined],
    ['a set name with a symbol', nameWith(0, 'Base!Set'), 'file_name_version', 'Base!Set'],
    ['a set name with two spaces in a row', nameWith(0, 'Eevee  Grove'), 'file_name_version', 'Eevee  Grove'],
    ['a set name starting with a hyphen', nameWith(0, '-Promo'), 'file_name_version', '-Promo'],
    ['a set name with a control character', nameWith(0, 'Eevee\u0007Grove'), 'file_name_version', 'Eevee\u0007Grove'],
    ['a set name of 41 characters', nameWith(0, 'S'.repeat(41)), 'file_name_version', 'S'.repeat(41)],
    ['an empty set', nameWith(0, ''), 'file_name_version', ''],
    ['a code as the version of a set outside the six', `Eevee Grove_A3b_${good.slice(2).join('_')}.png`, 'file_name_version_number', 'A3b'],
    ['version number 0', nameWith(1, '0'), 'file_name_version_number', '0'],
    ['a negative version number', nameWith(1, '-1'), 'file_name_version_number', '-1'],
    ['a version number with letters', nameWith(1, 'v1'), 'file_name_version_number', 'v1'],
    ['the code of another set', nameWith(1, 'A2'), 'file_name_version_number', 'A2'],
    ['an unknown set code', nameWith(1, 'A9'), 'file_name_version_number', 'A9'],
    ['a version number too long for an integer', nameWith(1, '1234567890'), 'file_name_version_number', '1234567890'],
    ['an empty version number', nameWith(1, ''), 'file_name_version_number', ''],
    ['a card number with letters', nameWith(2, '04a'), 'file_name_card_number', '04a'],
    ['a card number of 11 digits', nameWith(2, '12345678901'), 'file_name_card_number', '12345678901'],
    ['an empty card number', nameWith(2, ''), 'file_name_card_number', ''],
    ['a card name with two spaces in a row', nameWith(3, 'Venusaur  ex'), 'file_name_card_name', 'Venusaur  ex'],
    ['a card name with a symbol', nameWith(3, 'Venusaur!'), 'file_name_card_name', 'Venusaur!'],
    ['a card name with a control character', nameWith(3, 'Nidoran\u0000♀'), 'file_name_card_name', 'Nidoran\u0000♀'],
    ['a card name with a tab', nameWith(3, 'Mr.\tMime'), 'file_name_card_name', 'Mr.\tMime'],
    ['a card name starting with ♀', nameWith(3, '♀Nidoran'), 'file_name_card_name', '♀Nidoran'],
    ['a card name with an emoji', nameWith(3, 'Pikachu😀'), 'file_name_card_name', 'Pikachu😀'],
    ['a card name starting with a hyphen', nameWith(3, '-ex'), 'file_name_card_name', '-ex'],
    ['a card name of hyphens only', nameWith(3, '--'), 'file_name_card_name', '--'],
    ['a card name of 81 characters', nameWith(3, 'A'.repeat(81)), 'file_name_card_name', 'A'.repeat(81)],
    ['an empty card name', nameWith(3, ''), 'file_name_card_name', ''],
    ['an unknown rarity', nameWith(4, '5D'), 'file_name_rarity', '5D'],
    ['a rarity spelt out', nameWith(4, 'Crown'), 'file_name_rarity', 'Crown'],
    ['an empty rarity', nameWith(4, ''), 'file_name_rarity', ''],
    ['a type with a hyphen', nameWith(5, 'Grass-Type'), 'file_name_type', 'Grass-Type'],
    ['a type starting with a digit', nameWith(5, '1Grass'), 'file_name_type', '1Grass'],
    ['an empty type', nameWith(5, ''), 'file_name_type', ''],
    ['HP with letters', nameWith(6, '190HP'), 'file_name_hp', '190HP'],
    ['HP of 5 digits', nameWith(6, '12345'), 'file_name_hp', '12345'],
    ['HP None instead of Null', nameWith(6, 'None'), 'file_name_hp', 'None'],
    ['an empty HP', nameWith(6, ''), 'file_name_hp', ''],
    ['an unknown stage with a space', nameWith(7, 'Stage 3'), 'file_name_stage', 'Stage 3'],
    ['a stage starting with a digit', nameWith(7, '2Stage'), 'file_name_stage', '2Stage'],
    ['an empty stage', nameWith(7, ''), 'file_name_stage', ''],
    ['an unknown booster', nameWith(8, 'Bulbasaur'), 'file_name_booster', 'Bulbasaur'],
    ['Eevee, which is no booster', nameWith(8, 'Eevee'), 'file_name_booster', 'Eevee'],
    ['an empty booster', nameWith(8, ''), 'file_name_booster', ''],
  ]

  it.each(rows)('%s: %s → %s', (_, fileName, problem, part) => {
    expect(parseCardFileName(fileName)).toEqual(part === undefined ? { ok: false, problem } : { ok: false, problem, part })
  })

  it('reports the first wrong part when several are wrong', () => {
    expect(parseCardFileName('Base!Set_0_x_Mr Mime_9Z_1_x_2_Nobody.png')).toEqual({ ok: false, problem: 'file_name_version', part: 'Base!Set' })
    expect(parseCardFileName('GeneticApex_1_004_Venusaur-ex_9Z_Grass_x_Stage2_Nobody.png')).toEqual({ ok: false, problem: 'file_name_rarity', part: '9Z' })
  })
})

describe('cardStatistics', () => {
  it('counts active cards by rarity and booster, with row and column totals', () => {
    const stats = cardStatistics([
      { situacao: 'A', raridade: '1D', booster: 'Any' },
      { situacao: 'A', raridade: '1D', booster: 'Any' },
      { situacao: 'A', raridade: '1D', booster: 'Pikachu' },
      { situacao: 'A', raridade: 'CR', booster: 'Pikachu' },
      { situacao: 'I', raridade: 'CR', booster: 'Pikachu' },
      { situacao: 'A', raridade: '9X', booster: 'Any' },
      // Stored by an earlier version (Eevee is no booster): in no column.
      { situacao: 'A', raridade: '1D', booster: 'Eevee' },
    ])
    expect(stats.counts['1D']).toMatchObject({ Any: 2, Pikachu: 1, Mew: 0 })
    expect(stats.counts.CR.Pikachu).toBe(1)
    expect(stats.rowTotals).toMatchObject({ '1D': 3, CR: 1, '2SH': 0 })
    expect(stats.columnTotals).toMatchObject({ Any: 2, Pikachu: 2, 'Shiny Charizard': 0 })
    expect(stats.total).toBe(4)
  })
})
