// @ts-expect-error plain ESM script without types
import { ensureCatalogs } from '../../scripts/ensure-build.mjs'

// Server project: the server's messages come from the compiled catalogs (server/src/i18n.ts), compiled here when
// one is missing or older than its .po, as `npm start` does before it bundles the server.
export default function setup() {
  ensureCatalogs()
}
