// Development: the API server on API_PORT (3001) with tsx watch, and Vite on 5173 proxying /api and /v1/api.
import { spawn } from 'node:child_process'
import { ensureCatalogs } from './ensure-build.mjs'

// The compiled catalogs both read (the SPA's pages and the server's messages): compiled when missing or stale.
ensureCatalogs()

const apiPort = process.env.API_PORT ?? '3001'
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort }
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/src/index.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
