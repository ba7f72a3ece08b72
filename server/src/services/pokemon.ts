import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { CARD_RARITIES, CARD_UPLOAD_MAX_FILE_BYTES } from '@contract/card-collection'
import type { CardSituation } from '@contract/card-collection'
import { foldSetName, parseCardFileName } from '@contract/card-file-name'
import type { CardFileName } from '@contract/card-file-name'
import type { CardUploadProblemKey } from '@contract/messages'
import type { Card, CardFilterQuery, CardSummary } from '@contract/pokemon'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { pokemonCards } from '../db/schema'
import { notFound } from '../http/errors'
import { checkPng } from './png'

// The card collection (docs/product-rules.md#card-collection; upload limits: docs/product-rules.md#limits).
// Global and admin-only: the routes guard it, so nothing here is scoped to a user.

type CardRow = typeof pokemonCards.$inferSelect
type SummaryRow = Omit<CardRow, 'imagem'>

/** Why a file's content is refused (./png walks its chunks), or null for a PNG that may be stored. */
export function pngProblem(bytes: Uint8Array): CardUploadProblemKey | null {
  const check = checkPng(bytes)
  if (check.ok) return null
  if (check.problem === 'signature') return 'file_not_png'
  return check.problem === 'too_large' ? 'file_image_too_large' : 'file_png_invalid'
}

/** A version of the image that changes whenever it is replaced: the URL's `v` and the ETag. */
export const imageVersion = (updatedAt: Date) => updatedAt.getTime().toString(36)

export const imageUrl = (id: number, updatedAt: Date) => `/v1/api/pokemon/${id}/imagem?v=${imageVersion(updatedAt)}`

// Image bytes travel as hex text through decode()/encode(): PGlite converts bytea parameters and results in
// JavaScript byte by byte (about 0.6 s per MiB), PostgreSQL's hex codec runs in C (about 0.07 s per MiB).
const imageToDatabase = (bytes: Uint8Array) => sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}, 'hex')`
const imageAsHex = sql<string>`encode(${pokemonCards.imagem}, 'hex')`
const hexToBuffer = (hex: string) => Buffer.from(hex, 'hex')

function toSummary(row: SummaryRow): CardSummary {
  return {
    id: row.id,
    nomePokemon: row.nomePokemon,
    situacao: row.situacao,
    nomeVersao: row.nomeVersao,
    numeroVersao: row.numeroVersao,
    numeroCarta: row.numeroCarta,
    raridade: row.raridade,
    tipo: row.tipo,
    hp: row.hp,
    estagio: row.estagio,
    booster: row.booster,
    imagemUrl: imageUrl(row.id, row.updatedAt),
  }
}

const { imagem: _imagem, ...summaryColumns } = getTableColumns(pokemonCards)

/** Rarity level for sorting (1D first, 2SH last). */
const rarityLevel = sql`array_position(array[${sql.join(
  CARD_RARITIES.map((rarity) => sql`${rarity}`),
  sql`, `,
)}]::varchar[], ${pokemonCards.raridade})`

const sortColumns: Record<CardFilterQuery['sortField'], SQL | typeof pokemonCards.id> = {
  id: pokemonCards.id,
  nomePokemon: sql`lower(${pokemonCards.nomePokemon})`,
  raridade: rarityLevel,
}

/** One uploaded file as the route read it from the multipart body. */
export interface UploadedFile {
  fileName: string
  bytes: Uint8Array
}

export interface SavedCard {
  fileName: string
  id: number
  nomePokemon: string
  nomeVersao: string
  numeroCarta: string
  replaced: boolean
}

export interface RejectedFile {
  fileName: string
  reason: CardUploadProblemKey
}

export interface UploadOutcome {
  saved: SavedCard[]
  rejected: RejectedFile[]
}

/**
 * Checks each file (size, PNG structure and dimensions, name, one file per card) without touching the database:
 * the accepted ones with what their names say, the rest with their reasons.
 */
export function sortUploads(files: readonly UploadedFile[]): { accepted: Array<UploadedFile & { card: CardFileName }>; rejected: RejectedFile[] } {
  const accepted: Array<UploadedFile & { card: CardFileName }> = []
  const rejected: RejectedFile[] = []
  const seen = new Set<string>()
  for (const file of files) {
    const reject = (reason: CardUploadProblemKey) => rejected.push({ fileName: file.fileName, reason })
    if (file.bytes.length > CARD_UPLOAD_MAX_FILE_BYTES) {
      reject('file_too_large')
      continue
    }
    const contentProblem = pngProblem(file.bytes)
    if (contentProblem) {
      reject(contentProblem)
      continue
    }
    const parsed = parseCardFileName(file.fileName)
    if (!parsed.ok) {
      reject(parsed.problem)
      continue
    }
    const key = `${foldSetName(parsed.card.nomeVersao)}\u0000${parsed.card.numeroCarta}`
    if (seen.has(key)) {
      reject('file_duplicate')
      continue
    }
    seen.add(key)
    accepted.push({ ...file, card: parsed.card })
  }
  return { accepted, rejected }
}

export interface PokemonService {
  /** Every card without image bytes, by id (`obtertodossemimagem`). */
  summaries(): Promise<CardSummary[]>
  /** Cards with base64 images, of one version when `versao` is given (never `version`, which the original client always sends as 1), sorted (`filtrarporcriterios`). */
  filter(query: CardFilterQuery): Promise<Card[]>
  /** Sets A (active) or I (inactive); 404 for an unknown id. */
  setSituation(id: number, situacao: CardSituation): Promise<CardSummary>
  /** The PNG bytes and their version; 404 for an unknown id. */
  image(id: number): Promise<{ bytes: Buffer; version: string }>
  /**
   * Saves the accepted files in one transaction (a failure leaves the collection as it was): a new
   * set + card number is a new active card, a known one gets the new image and data, keeping its status.
   */
  save(files: readonly UploadedFile[]): Promise<UploadOutcome>
}

export function createPokemonService({ db, clock }: { db: Database; clock: Clock }): PokemonService {
  return {
    async summaries() {
      const rows = await db.select(summaryColumns).from(pokemonCards).orderBy(asc(pokemonCards.id))
      return rows.map(toSummary)
    },

    async filter(query) {
      const direction = query.sortDirection === 'desc' ? desc : asc
      const rows = await db
        .select({ ...summaryColumns, imagemHex: imageAsHex })
        .from(pokemonCards)
        .where(query.versao === undefined ? undefined : eq(pokemonCards.numeroVersao, query.versao))
        .orderBy(direction(sortColumns[query.sortField]), direction(pokemonCards.id))
      return rows.map(({ imagemHex, ...row }) => ({ ...toSummary(row), imagem: hexToBuffer(imagemHex).toString('base64') }))
    },

    async setSituation(id, situacao) {
      const [row] = await db.update(pokemonCards).set({ situacao }).where(eq(pokemonCards.id, id)).returning(summaryColumns)
      if (!row) throw notFound()
      return toSummary(row)
    },

    async image(id) {
      const [row] = await db
        .select({ imagemHex: imageAsHex, updatedAt: pokemonCards.updatedAt })
        .from(pokemonCards)
        .where(eq(pokemonCards.id, id))
      if (!row) throw notFound()
      return { bytes: hexToBuffer(row.imagemHex), version: imageVersion(row.updatedAt) }
    },

    async save(files) {
      const { accepted, rejected } = sortUploads(files)
      if (accepted.length === 0) return { saved: [], rejected }
      const now = new Date(clock.now())
      const saved = await db.transaction(async (tx) => {
        const results: SavedCard[] = []
        // A set outside the six keeps the spelling it was first stored with ("Eevee Grove", then "EeveeGrove").
        const sets = new Map<string, string>()
        for (const { set } of await tx.selectDistinct({ set: pokemonCards.nomeVersao }).from(pokemonCards)) sets.set(foldSetName(set), set)
        for (const { fileName, bytes, card: named } of accepted) {
          const nomeVersao = sets.get(foldSetName(named.nomeVersao)) ?? named.nomeVersao
          sets.set(foldSetName(nomeVersao), nomeVersao)
          const card = { ...named, nomeVersao }
          const values = { ...card, imagem: imageToDatabase(bytes) }
          const [row] = await tx
            .insert(pokemonCards)
            .values({ ...values, situacao: 'A', createdAt: now, updatedAt: now })
            .onConflictDoUpdate({
              target: [pokemonCards.nomeVersao, pokemonCards.numeroCarta],
              // The image version must change even when the clock has not moved since the last upload.
              set: { ...values, updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${pokemonCards.updatedAt} + interval '1 millisecond')` },
            })
            // xmax is 0 for a row this statement inserted, the updating transaction's id otherwise.
            .returning({ id: pokemonCards.id, inserted: sql<boolean>`(xmax = 0)` })
          results.push({ fileName, id: row!.id, nomePokemon: card.nomePokemon, nomeVersao: card.nomeVersao, numeroCarta: card.numeroCarta, replaced: !row!.inserted })
        }
        return results
      })
      return { saved, rejected }
    },
  }
}
