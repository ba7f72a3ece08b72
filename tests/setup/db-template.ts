import { ensureDatabaseTemplate } from '../../server/scripts/db-template'

// Server project: the PGlite template every in-memory test database starts from (0.7 s instead of
// initdb and the migrations, ≈ 2–3 s, per test file). Built here once when missing or stale.
export default async function setup() {
  if (!process.env.DATABASE_URL) await ensureDatabaseTemplate()
}
