// A fixture of tests/unit/import-cycles.test.ts: a type of fixture-c, which takes a type of this file back.
import type { C } from './import-cycles.fixture-c'

export type D = { c: C | null }
