// A fixture of tests/unit/import-cycles.test.ts: imports fixture-b, which imports this file back.
import { b } from './import-cycles.fixture-b'

export const a = () => b
