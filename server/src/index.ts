import { existsSync } from 'node:fs'
import { ConfigError, loadConfig, resolveJwtSecret, type Config } from './config'
import { EnvFileError, loadEnvFiles } from './env-files'
import { UnsafeDataDirError } from './data-dir'
import { startControlServer, type ControlHandler } from './control'
import { openDatabase, type DatabaseHandle } from './db/client'
import { FolderInUseError } from './db/folder-lock'
import { loggableDatabaseError } from './db/errors'
import { listen } from './http/node-server'
import { heapGrowthFor } from './heap-growth'
import type { HeavyWork } from './http/heavy-work'
import { createConsoleLogger } from './logger'
import { backUp, changeRole, OperationError, resetPassword } from './operations'
import { systemClock } from './app-env'
import { root, staticDir } from './paths'

// `npm run serve` / `npm start`: config, database (migrated), admin bootstrap, then HTTP on HOST:PORT
// serving the API and, when built, the SPA from dist/.

/** The configuration, after `.env` and `.env.local` (./env-files.ts), and the names of the files read. */
function loadConfigOrExit(): { config: Config; envFiles: string[] } {
  try {
    const envFiles = loadEnvFiles(root)
    return { config: loadConfig(process.env), envFiles }
  } catch (error) {
    if (!(error instanceof ConfigError) && !(error instanceof EnvFileError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

async function main() {
  const { config, envFiles } = loadConfigOrExit()
  const logger = createConsoleLogger(config.logLevel)
  if (envFiles.length > 0) logger.info(`Settings read from ${envFiles.join(' and ')} in ${root} (the environment wins over them)`)
  if (!config.captcha) logger.warn('CAPTCHA=off: sign-in and sign-up accept requests without a captcha (local development only)')

  // The app's modules load while the database opens (PGlite starts in its own thread).
  const opening = openDatabase(config, { logger })
  opening.catch(() => undefined) // a failure is reported where it is awaited below, not as an unhandled rejection
  const [{ appSecurityHeaders, createApp, createAppHeavyWork }, { bootstrapAdmin }, { createDemoService, startDemoSweeper }] = await Promise.all([
    import('./app'),
    import('./services/admin-bootstrap'),
    import('./services/demo'),
  ])
  const database = await opening
  logger.info(`Database ready (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`)
  // Read or created once this process holds DATA_DIR (PGlite), so two first starts cannot race for it.
  const jwtSecret = resolveJwtSecret(config)
  // PGlite: this process is the folder's one opener; the owner's scripts reach the database through it.
  // The calls in flight, which a backup through the control socket gives way to as the app's heavy work does.
  // V8's heap kept lean while no heavy work runs (./heap-growth.ts).
  heapGrowthFor(false)
  const heavyWork = createAppHeavyWork(database.kind, heapGrowthFor)
  database.deferMaintenanceWhile?.(heavyWork.busy)
  const control = database.kind === 'pglite' ? await startControlServer(config.dataDir, controlHandler(database, heavyWork)).catch((error: unknown) => {
    // A folder that cannot hold a Unix socket (some network mounts, a path over the socket length limit)
    // must not stop the server: only the owner's scripts need the socket, and they say the folder is busy.
    logger.warn(`No control socket in ${config.dataDir}/run (${error instanceof Error ? error.message : String(error)}): stop the server before npm run user:role, db:backup or db:restore`)
    return undefined
  }) : undefined

  const admin = await bootstrapAdmin(database.db, config.admin)
  if (admin.action === 'generated') {
    logger.warn(`Created admin user '${admin.username}' with password: ${admin.password} (shown once; change roles with npm run user:role)`)
  } else if (admin.action === 'created' || admin.action === 'promoted') {
    logger.info(`Admin user '${admin.username}' ${admin.action}`)
  }

  const hasSpa = existsSync(staticDir)
  if (!hasSpa) logger.info('No dist/ folder: serving the API only (run npm run build for the SPA)')
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    heavyWork,
    config: { ...config, jwtSecret },
    logger,
    staticDir: hasSpa ? staticDir : undefined,
  })

  // Expired demo accounts go with every row they own, on the server's timer (DEMO=off too: demos made before stay no longer).
  const stopDemoSweeper = startDemoSweeper(
    createDemoService({ db: database.db, clock: systemClock, ttlHours: config.demo.ttlHours, maxAccounts: config.demo.maxAccounts, between: heavyWork.giveWay }),
    { logger },
  )

  const headers = appSecurityHeaders(hasSpa ? staticDir : undefined)
  const server = listen({ fetch: app.fetch, hostname: config.host, port: config.port, headers }, (info) => {
    logger.info(`Listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${info.port}`)
  })

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal}: shutting down`)
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      if ('closeIdleConnections' in server) server.closeIdleConnections()
      // Busy keep-alive connections may hold close() open; the database must still close cleanly.
      setTimeout(resolve, 5000).unref()
    })
    stopDemoSweeper()
    await control?.close()
    await database.close().catch((error: unknown) => logger.error('Closing the database failed', { error }))
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

/** What the server does for `npm run user:role`, `user:password`, `db:backup` and `db:restore` (./control.ts). */
function controlHandler(database: DatabaseHandle, heavyWork: HeavyWork): ControlHandler {
  return async (request) => {
    switch (request.command) {
      case 'status':
        return { message: `Serving (PID ${process.pid}).` }
      case 'role':
        return { message: await changeRole(database.db, request.username, request.role) }
      case 'password':
        return { message: await resetPassword(database.db, request.username) }
      case 'backup': {
        // From a copy in a thread of its own: reading 270,000 rows in the serving database's one transaction held
        // every other user's call for up to 22.6 s (docs/decisions/0004); the copy holds them for the moment it takes.
        return heavyWork.during(async () => {
          const copy = database.snapshot ? await database.snapshot() : undefined
          try {
            return { message: await backUp(copy?.db ?? database.db, request.file, heavyWork.giveWay) }
          } finally {
            await copy?.close()
          }
        })
      }
      case 'restore':
        throw new OperationError(
          `a restore replaces the whole database, so it does not run under a serving server: stop it (PID ${process.pid}), run the restore, start it again.`,
        )
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof FolderInUseError || error instanceof UnsafeDataDirError) {
    console.error(`Server failed to start: ${error.message}`)
    process.exit(1)
  }
  // A failed query's own message lists its parameters (the admin's password hash): log without them.
  console.error('Server failed to start:', loggableDatabaseError(error) ?? error)
  process.exit(1)
})
