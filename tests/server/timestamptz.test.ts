import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { books, users } from '@server/db/schema'
import { parseTimestamptz } from '@server/db/timestamptz'
import { sharedTestApp } from './support/test-app'

// timestamptz columns read back exactly for every year 1–9999, whatever time zone
// the database session prints in: PostgreSQL's text, not JS legacy date parsing.

const t = sharedTestApp()

describe('parseTimestamptz', () => {
  it.each([
    ['0001-01-01 00:00:00+00', '0001-01-01T00:00:00.000Z'],
    ['0050-06-15 10:20:30.456+00', '0050-06-15T10:20:30.456Z'],
    ['0099-12-31 23:59:59.999999+00', '0099-12-31T23:59:59.999Z'],
    ['2024-05-10 12:30:00-03', '2024-05-10T15:30:00.000Z'],
    ['2024-05-10 21:00:00+05:30', '2024-05-10T15:30:00.000Z'],
    ['1900-01-01 00:00:00-03:06:28', '1900-01-01T03:06:28.000Z'],
    ['0001-12-31 21:00:00-03 BC', '0001-01-01T00:00:00.000Z'],
    ['9999-12-31 23:59:59.999+00', '9999-12-31T23:59:59.999Z'],
  ])('%s → %s', (text, iso) => {
    expect(parseTimestamptz(text).toISOString()).toBe(iso)
  })
})

describe('a timestamptz column', () => {
  it.each(['UTC', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
    'round-trips years 1–9999 when the session prints in %s',
    async (zone) => {
      const [user] = await t.db
        .insert(users)
        .values({ username: `tz_${zone.replace('/', '_')}`, passwordHash: 'x', fullName: 'Tz' })
        .returning()
      const instants = [
        '0001-01-01T00:00:00.000Z',
        '0001-01-01T23:59:59.999Z',
        '0042-02-28T12:00:00.000Z',
        '0099-12-31T23:59:59.000Z',
        '1582-10-15T00:00:00.000Z',
        '1969-12-31T23:59:59.999Z',
        '9999-12-31T23:59:59.999Z',
      ]
      await t.db.transaction(async (tx) => {
        // `set local` keeps the zone to this transaction (one connection, on PGlite and on pg alike).
        await tx.execute(sql.raw(`set local time zone '${zone}'`))
        for (const instant of instants) {
          const [row] = await tx
            .insert(books)
            .values({ userId: user!.id, titulo: instant, escritor: 'x', preco: '1.00', dataLancamento: new Date(instant) })
            .returning()
          expect(row!.dataLancamento.toISOString(), `${zone} insert ${instant}`).toBe(instant)
          const [read] = await tx.select().from(books).where(eq(books.code, row!.code))
          expect(read!.dataLancamento.toISOString(), `${zone} select ${instant}`).toBe(instant)
        }
      })
    },
  )
})
