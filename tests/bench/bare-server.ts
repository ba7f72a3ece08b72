// The yardstick of `npm run bench`: a bare Hono JSON route on @hono/node-server, no middleware, no
// database. Every app route is reported as a ratio to it, measured right after it, because absolute
// req/s on a shared machine say little.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.get('/', (c) => c.json({ status: 'ok' }))

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) }, () => {
  process.stdout.write('ready\n')
})
process.on('SIGTERM', () => process.exit(0))
