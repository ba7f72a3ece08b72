// The card image file-name conventions (docs/product-rules.md#card-collection), parsed in one place for the
// API (which stores what the name says) and the upload page (which checks each name before sending).
// Ours:          version_versionNumber_cardNumber_cardName_rarity_typeOrSupport_hp|Null_stageOrTrainer_booster.png
//                GeneticApex_1_004_Venusaur-ex_4D_Grass_190_Stage2_Mewtwo.png
// The original's: the same nine parts in Portuguese words, with spaces and set codes:
//                Genetic Apex_A1_231_Rapidash_Estrela_Fogo_100_Estagio 1_Charizard.png
// Both give the same stored values: set names, codes, rarities, boosters, types and stages are canonical.
import { CARD_BOOSTERS, CARD_RARITIES, CARD_SETS, CARD_SET_CODES, cardSetNumber } from './card-collection'
import type { CardBooster, CardRarity, CardSet } from './card-collection'
import type { CardFileNameProblem } from './messages'

/** What a well-formed file name says about its card. */
export interface CardFileName {
  /** One of the six known sets in its canonical spelling, or another set's name as written (Eevee Grove, Promo-A). */
  nomeVersao: string
  numeroVersao: number
  /** Digits as written ("004"): the card's number within its set. */
  numeroCarta: string
  nomePokemon: string
  raridade: CardRarity
  tipo: string
  /** null when the name says `Null` (trainers, items). */
  hp: number | null
  estagio: string
  booster: CardBooster
}

/** Why a name does not fit: one key per part (src/contract/messages.ts), the first wrong part is reported. */
export type { CardFileNameProblem }

export type CardFileNameResult = { ok: true; card: CardFileName } | { ok: false; problem: CardFileNameProblem; part?: string }

/** Column limits of the card table (server/src/db/schema.ts pokemonCards). */
export const CARD_NAME_MAX = 80
/** A set name (server/src/db/schema.ts pokemonCards.nomeVersao). */
export const CARD_SET_NAME_MAX = 40
export const CARD_NUMBER_MAX_DIGITS = 10
export const CARD_WORD_MAX = 40

const EXTENSION = /\.png$/i
const VERSION_NUMBER = /^\d{1,9}$/
/** A set code as the original writes it: A1, A1a, A2b. */
const SET_CODE = /^[A-Za-z]\d{1,3}[A-Za-z]?$/
const CARD_NUMBER = new RegExp(`^\\d{1,${CARD_NUMBER_MAX_DIGITS}}$`)
/**
 * What real card names are written with: letters of any alphabet (é, ü), combining accents, digits, the
 * gender signs ♀ ♂, apostrophes, dots, hyphens, colons and ampersands, with single spaces between
 * (Nidoran♀, Farfetch'd, Flabébé, Mr. Mime, Porygon-Z, Type: Null, Pikachu & Zekrom). It starts with a
 * letter or digit; control characters, other symbols and double spaces are refused.
 */
const CARD_NAME_CHAR = "\\p{L}\\p{M}\\p{N}'’.:&♀♂\\-"
const CARD_NAME = new RegExp(`^[\\p{L}\\p{N}](?:[${CARD_NAME_CHAR}]| (?=[${CARD_NAME_CHAR}]))*$`, 'u')
/** A set name other than the six: letters, digits, apostrophes, dots and hyphens, single spaces between (Eevee Grove, Promo-A). */
const SET_NAME = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}'\u2019.-]| (?=[\p{L}\p{N}]))*$/u
/** A word: a letter, then letters or digits (Grass, Supporter, Stage1). */
const WORD = /^\p{L}[\p{L}\p{N}]*$/u
const HP = /^\d{1,4}$/

/** For matching words of a fixed list: no accents, no case, no spaces, hyphens or apostrophes. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'\u2019-]+/g, '')

/** A set name as compared with others: "Eevee Grove", "eevee grove" and "EeveeGrove" are one set. */
export const foldSetName = (value: string): string => fold(value)

/** A lookup by folded spelling: each canonical value under its own spelling and its aliases. */
function lookup<T extends string>(canonical: readonly T[], aliases: Readonly<Record<string, T>> = {}): (value: string) => T | undefined {
  const table = new Map<string, T>()
  for (const entry of canonical) table.set(fold(entry), entry)
  for (const [alias, entry] of Object.entries(aliases)) table.set(fold(alias), entry)
  return (value) => table.get(fold(value))
}

const setOf = lookup(CARD_SETS)
const setOfCode = lookup(CARD_SETS.map((set) => CARD_SET_CODES[set]))
/** The original's Portuguese rarity words (its statistics table's rows). */
const rarityOf = lookup(CARD_RARITIES, {
  Diamante: '1D',
  'Um Diamante': '1D',
  'Dois Diamantes': '2D',
  'Tres Diamantes': '3D',
  'Quatro Diamantes': '4D',
  Estrela: '1S',
  'Uma Estrela': '1S',
  'Duas Estrelas': '2S',
  'Tres Estrelas': '3S',
  Rei: 'CR',
  Coroa: 'CR',
  Shinny: '1SH',
  Shiny: '1SH',
  'Duas Shinnys': '2SH',
  'Duas Shinys': '2SH',
  'Duas Shiny': '2SH',
})
/** `Qualquer` is the original's Any; it spells the eighth booster "Shinny Charizard". */
const boosterOf = lookup(CARD_BOOSTERS, { Qualquer: 'Any', 'Shinny Charizard': 'Shiny Charizard' })
/** The original's Portuguese types and supports, stored as ours (free words outside this list stay as written). */
const typeOf = lookup<string>([], {
  Planta: 'Grass',
  Fogo: 'Fire',
  Agua: 'Water',
  Eletrico: 'Lightning',
  Psiquico: 'Psychic',
  Lutador: 'Fighting',
  Luta: 'Fighting',
  Escuridao: 'Darkness',
  Sombrio: 'Darkness',
  Noturno: 'Darkness',
  Metalico: 'Metal',
  Dragao: 'Dragon',
  Incolor: 'Colorless',
  Suporte: 'Supporter',
  Apoiador: 'Supporter',
  Ferramenta: 'Tool',
  Estadio: 'Stadium',
  Fossil: 'Fossil',
})
/** Stages: ours (Basic, Stage1, Stage2, Trainer) and the original's Portuguese ones, stored as ours. */
const stageOf = lookup<string>(['Basic', 'Stage1', 'Stage2', 'Trainer'], {
  Basico: 'Basic',
  Estagio1: 'Stage1',
  Estagio2: 'Stage2',
  Treinador: 'Trainer',
})

const fail = (problem: CardFileNameProblem, part?: string): CardFileNameResult => ({ ok: false, problem, ...(part === undefined ? {} : { part }) })

/** The version number: ours is a positive whole number; the original's is the set's code, stored as the set's number (known sets only). */
function versionNumber(value: string, set: CardSet | undefined): number {
  if (VERSION_NUMBER.test(value)) return Number(value)
  return set && SET_CODE.test(value) && setOfCode(value) === CARD_SET_CODES[set] ? cardSetNumber(set) : 0
}

/** A known set in its canonical spelling, another well-formed set name as written, or null. */
function setName(value: string): string | null {
  const known = setOf(value)
  if (known) return known
  return value.length <= CARD_SET_NAME_MAX && SET_NAME.test(value) ? value : null
}

/**
 * Parses a card image file name (a bare name, no folders) of either convention. Set names, set codes,
 * rarities, boosters, `Null`, known types and stages and the extension are matched ignoring case, accents
 * and spaces, and returned in their canonical spelling; names are NFC with spaces trimmed around parts.
 */
export function parseCardFileName(fileName: string): CardFileNameResult {
  const name = fileName.normalize('NFC')
  if (!EXTENSION.test(name)) return fail('file_name_extension')
  const parts = name.slice(0, -'.png'.length).split('_')
  if (parts.length !== 9) return fail('file_name_parts')
  const [version = '', versionText = '', cardNumber = '', cardName = '', rarity = '', type = '', hp = '', stage = '', booster = ''] = parts.map((part) =>
    part.trim(),
  )

  const nomeVersao = setName(version)
  if (!nomeVersao) return fail('file_name_version', version)
  const numeroVersao = versionNumber(versionText, setOf(version))
  if (numeroVersao < 1) return fail('file_name_version_number', versionText)
  if (!CARD_NUMBER.test(cardNumber)) return fail('file_name_card_number', cardNumber)
  if (cardName.length > CARD_NAME_MAX || !CARD_NAME.test(cardName)) return fail('file_name_card_name', cardName)
  const raridade = rarityOf(rarity)
  if (!raridade) return fail('file_name_rarity', rarity)
  if (type.length > CARD_WORD_MAX || !WORD.test(type)) return fail('file_name_type', type)
  const noHp = hp.toLowerCase() === 'null'
  if (!noHp && !HP.test(hp)) return fail('file_name_hp', hp)
  // A known stage may have a space (the original's "Estagio 1"); any other stage is one word.
  const knownStage = stageOf(stage)
  if (!knownStage && (stage.length > CARD_WORD_MAX || !WORD.test(stage))) return fail('file_name_stage', stage)
  const boosterName = boosterOf(booster)
  if (!boosterName) return fail('file_name_booster', booster)

  return {
    ok: true,
    card: {
      nomeVersao,
      numeroVersao,
      numeroCarta: cardNumber,
      nomePokemon: cardName,
      raridade,
      tipo: typeOf(type) ?? type,
      hp: noHp ? null : Number(hp),
      estagio: knownStage ?? stage,
      booster: boosterName,
    },
  }
}

/** Our convention's example, shown on the upload page. */
export const CARD_FILE_NAME_EXAMPLE = 'GeneticApex_1_004_Venusaur-ex_4D_Grass_190_Stage2_Mewtwo.png'

/** The original upload page's examples (a Pokémon and a trainer), also shown: an owner's files may be named so. */
export const ORIGINAL_CARD_FILE_NAME_EXAMPLES = [
  'Genetic Apex_A1_231_Rapidash_Estrela_Fogo_100_Estagio 1_Charizard.png',
  'Genetic Apex_A1_266_Erika_Duas Estrelas_Suporte_Null_Treinador_Charizard.png',
] as const
