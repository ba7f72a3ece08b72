import { PGlite } from '@electric-sql/pglite'
const mu = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1048576)} external ${Math.round(m.external/1048576)}` }
const extra = process.argv.slice(3).flatMap((kv) => ['-c', kv])
const p = new PGlite(process.argv[2], extra.length ? { startParams: [...PGlite.defaultStartParams, ...extra] } : {})
await p.waitReady
await p.query('select count(*) from pg_class')
await new Promise(r => setTimeout(r, 300))
console.log(extra.join(' ') || 'default', mu(), 'wasm heap MB', Math.round(p.mod.HEAPU8.length / 1048576), (await p.query('show shared_buffers')).rows)
await p.close()
