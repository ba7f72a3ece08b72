// Card collection constants (docs/product-rules.md#card-collection): the six sets, the ten
// rarity levels and the booster columns. The file-name parser, the API and the pages all read them here.

/** The six card sets, in release order; a set's position + 1 is the version number the SPA filters by. */
export const CARD_SETS = [
  'GeneticApex',
  'MythicalIsland',
  'SpaceTimeSmackdown',
  'TriumphantLight',
  'ShiningRevelry',
  'CelestialGuardians',
] as const
export type CardSet = (typeof CARD_SETS)[number]

/**
 * The set filter's options: the six known sets in release order, then every other set the cards belong to
 * (a set uploaded under a new name, e.g. Eevee Grove or Promo-A), alphabetically, each once.
 */
export function cardSetOptions(cards: ReadonlyArray<{ nomeVersao: string }>): string[] {
  const known = new Set<string>(CARD_SETS)
  const others = [...new Set(cards.map((card) => card.nomeVersao).filter((set) => !known.has(set)))].sort((a, b) => a.localeCompare(b))
  return [...CARD_SETS, ...others]
}

/** Version number of a set as the SPA's version filter sends it (GeneticApex → 1). */
export const cardSetNumber = (set: CardSet): number => CARD_SETS.indexOf(set) + 1

/** The sets' codes, which the original convention writes as the version (`Genetic Apex_A1_…`). */
export const CARD_SET_CODES: Readonly<Record<CardSet, string>> = {
  GeneticApex: 'A1',
  MythicalIsland: 'A1a',
  SpaceTimeSmackdown: 'A2',
  TriumphantLight: 'A2a',
  ShiningRevelry: 'A2b',
  CelestialGuardians: 'A3',
}

/** The ten rarity levels, lowest first: 1–4 diamonds, 1–3 stars, crown, 1–2 shiny. */
export const CARD_RARITIES = ['1D', '2D', '3D', '4D', '1S', '2S', '3S', 'CR', '1SH', '2SH'] as const
export type CardRarity = (typeof CARD_RARITIES)[number]

export type RarityKind = 'diamond' | 'star' | 'crown' | 'shiny'

/** How a rarity is drawn: a kind and a count (the statistics table shows the symbols). */
export const RARITY_SHAPES: Readonly<Record<CardRarity, { kind: RarityKind; count: number }>> = {
  '1D': { kind: 'diamond', count: 1 },
  '2D': { kind: 'diamond', count: 2 },
  '3D': { kind: 'diamond', count: 3 },
  '4D': { kind: 'diamond', count: 4 },
  '1S': { kind: 'star', count: 1 },
  '2S': { kind: 'star', count: 2 },
  '3S': { kind: 'star', count: 3 },
  CR: { kind: 'crown', count: 1 },
  '1SH': { kind: 'shiny', count: 1 },
  '2SH': { kind: 'shiny', count: 2 },
}

/**
 * The ten named boosters, in release order (the original's spreadsheet order; it spells the eighth
 * "Shinny Charizard"). "Eevee", accepted by earlier versions, is no booster: stored cards keep it, the
 * statistics do not count it (see docs/product-rules.md#card-collection).
 */
export const BOOSTER_NAMES = ['Mewtwo', 'Pikachu', 'Charizard', 'Mew', 'Dialga', 'Palkia', 'Arceus', 'Shiny Charizard', 'Solgaleo', 'Lunala'] as const

/** The booster columns of the statistics table: `Any` first, then the ten names. */
export const CARD_BOOSTERS = ['Any', ...BOOSTER_NAMES] as const
export type CardBooster = (typeof CARD_BOOSTERS)[number]

/** A active, I inactive. */
export const CARD_SITUATIONS = ['A', 'I'] as const
export type CardSituation = (typeof CARD_SITUATIONS)[number]

/** Upload limits (docs/product-rules.md#limits). */
export const CARD_UPLOAD_MAX_FILES = 50
export const CARD_UPLOAD_MAX_FILE_BYTES = 2 * 1024 * 1024

/** The statistics table: active cards by rarity row and booster column. */
export interface CardStatistics {
  /** counts[rarity][booster] */
  counts: Record<CardRarity, Record<CardBooster, number>>
  rowTotals: Record<CardRarity, number>
  columnTotals: Record<CardBooster, number>
  total: number
}

const isRarity = (value: string): value is CardRarity => (CARD_RARITIES as readonly string[]).includes(value)
const isBooster = (value: string): value is CardBooster => (CARD_BOOSTERS as readonly string[]).includes(value)

/** Counts the active cards (situacao A) per rarity and booster; other values are not counted. */
export function cardStatistics(cards: ReadonlyArray<{ situacao: string; raridade: string; booster: string }>): CardStatistics {
  const zeroRow = () => Object.fromEntries(CARD_BOOSTERS.map((booster) => [booster, 0])) as Record<CardBooster, number>
  const counts = Object.fromEntries(CARD_RARITIES.map((rarity) => [rarity, zeroRow()])) as CardStatistics['counts']
  const rowTotals = Object.fromEntries(CARD_RARITIES.map((rarity) => [rarity, 0])) as Record<CardRarity, number>
  const columnTotals = zeroRow()
  let total = 0
  for (const card of cards) {
    if (card.situacao !== 'A' || !isRarity(card.raridade) || !isBooster(card.booster)) continue
    counts[card.raridade][card.booster] += 1
    rowTotals[card.raridade] += 1
    columnTotals[card.booster] += 1
    total += 1
  }
  return { counts, rowTotals, columnTotals, total }
}
