// A fixture of tests/unit/import-cycles.test.ts: a type of fixture-d, which takes a type of this file back.
import type { D } from './import-cycles.fixture-d'

export type C = { d: D | null }
