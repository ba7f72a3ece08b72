// The card image file-name convention (SPEC §3, DESIGN §4), parsed in one place for the API (which
// stores what the name says) and the upload page (which checks each name before sending):
//   version_versionNumber_cardNumber_cardName_rarity_typeOrSupport_hp|Null_stageOrTrainer_booster.png
import { CARD_BOOSTERS, CARD_RARITIES, CARD_SETS } from './card-collection'
import type { CardBooster, CardRarity, CardSet } from './card-collection'
import type { CardFileNameProblem } from './messages'

/** What a well-formed file name says about its card. */
export interface CardFileName {
  nomeVersao: CardSet
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

/** Why a name does not fit: one key per part (src/api/schemas/messages.ts), the first wrong part is reported. */
export type { CardFileNameProblem }

export type CardFileNameResult = { ok: true; card: CardFileName } | { ok: false; problem: CardFileNameProblem; part?: string }

/** Column limits of the card table (server/src/db/schema.ts pokemonCards). */
export const CARD_NAME_MAX = 80
export const CARD_NUMBER_MAX_DIGITS = 10
export const CARD_WORD_MAX = 40

const EXTENSION = /\.png$/i
const VERSION_NUMBER = /^\d{1,9}$/
const CARD_NUMBER = new RegExp(`^\\d{1,${CARD_NUMBER_MAX_DIGITS}}$`)
/** Letters, digits and hyphens, with at least one letter or digit. */
const CARD_NAME = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N}-]+$/u
/** A word: a letter, then letters or digits (Grass, Supporter, Stage1). */
const WORD = /^\p{L}[\p{L}\p{N}]*$/u
const HP = /^\d{1,4}$/

/** The entry of `list` equal to `value` ignoring case, in the list's spelling. */
function oneOf<T extends string>(list: readonly T[], value: string): T | undefined {
  const lower = value.toLowerCase()
  return list.find((entry) => entry.toLowerCase() === lower)
}

const fail = (problem: CardFileNameProblem, part?: string): CardFileNameResult => ({ ok: false, problem, ...(part === undefined ? {} : { part }) })

/**
 * Parses a card image file name (a bare name, no folders). Set names, rarities, boosters, `Null` and
 * the extension are matched ignoring case and returned in their canonical spelling; names are NFC.
 */
export function parseCardFileName(fileName: string): CardFileNameResult {
  const name = fileName.normalize('NFC')
  if (!EXTENSION.test(name)) return fail('file_name_extension')
  const parts = name.slice(0, -'.png'.length).split('_')
  if (parts.length !== 9) return fail('file_name_parts')
  const [version = '', versionNumber = '', cardNumber = '', cardName = '', rarity = '', type = '', hp = '', stage = '', booster = ''] = parts

  const nomeVersao = oneOf(CARD_SETS, version)
  if (!nomeVersao) return fail('file_name_version', version)
  const numeroVersao = VERSION_NUMBER.test(versionNumber) ? Number(versionNumber) : 0
  if (numeroVersao < 1) return fail('file_name_version_number', versionNumber)
  if (!CARD_NUMBER.test(cardNumber)) return fail('file_name_card_number', cardNumber)
  if (cardName.length > CARD_NAME_MAX || !CARD_NAME.test(cardName)) return fail('file_name_card_name', cardName)
  const raridade = oneOf(CARD_RARITIES, rarity)
  if (!raridade) return fail('file_name_rarity', rarity)
  if (type.length > CARD_WORD_MAX || !WORD.test(type)) return fail('file_name_type', type)
  const noHp = hp.toLowerCase() === 'null'
  if (!noHp && !HP.test(hp)) return fail('file_name_hp', hp)
  if (stage.length > CARD_WORD_MAX || !WORD.test(stage)) return fail('file_name_stage', stage)
  const boosterName = oneOf(CARD_BOOSTERS, booster)
  if (!boosterName) return fail('file_name_booster', booster)

  return {
    ok: true,
    card: {
      nomeVersao,
      numeroVersao,
      numeroCarta: cardNumber,
      nomePokemon: cardName,
      raridade,
      tipo: type,
      hp: noHp ? null : Number(hp),
      estagio: stage,
      booster: boosterName,
    },
  }
}

/** The example of DESIGN §4, shown on the upload page. */
export const CARD_FILE_NAME_EXAMPLE = 'GeneticApex_1_004_Venusaur-ex_4D_Grass_190_Stage2_Mewtwo.png'
