// A fixture of tests/unit/import-cycles.test.ts: imports fixture-a, which imports this file back.
import { a } from './import-cycles.fixture-a'

export const b = () => a
