// Loads the self-hosted ALTCHA widget from npm (no third-party service: docs/product-rules.md#accounts-and-roles).
// The 'external' build keeps styles and workers out of inline code, so a strict CSP (no blob: workers, no
// inline styles) still works.
import 'altcha/external'
import 'altcha/altcha.css'
import 'altcha/i18n/pt-br'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import ShaWorker from 'altcha/workers/sha?worker'

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'] as const) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'] as const) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker())
}

export {}
