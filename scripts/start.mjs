// `npm start`: builds what changed (scripts/ensure-build.mjs, in a child process so that the build tools stay out
// of the server's memory), then runs the built server (server/build/index.mjs) in this very process, so that the
// process a supervisor signals is the server, which on SIGTERM or SIGINT closes the database, releases DATA_DIR's
// lock and removes its control socket.
// package.json runs it as `exec env MALLOC_MMAP_THRESHOLD_=32768 node --max-semi-space-size=4 scripts/start.mjs`. npm runs
// a script through `sh -c` and forwards SIGTERM and SIGINT (docker stop, systemd, kill) to that shell only; dash does
// not exec a lone command, so without `exec` the shell dies of the signal and the server runs on, holding the folder
// (measured with the former `ensure-build && node server` and with a bare `node scripts/start.mjs`). With `exec` (and
// `env`, which execs node in turn) this process is npm's child, and npm waits for it to end. Where npm's shell is not
// a POSIX one (cmd.exe), run `node --max-semi-space-size=4 scripts/start.mjs`.
// The two memory settings can only be given as the process starts, not from here
// (docs/decisions/0027-server-memory-settings-at-start.md, 0029-young-generation-of-4-mb.md): glibc hands the 32 KB
// blocks of V8's WebAssembly compiler back at once instead of keeping 40–60 MB of them, freed, in its thread arenas;
// V8's young generation stays at 4 MB a thread instead of growing to 16. Idle RSS 229–246 → 148–150 MB.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { upToDate } from './ensure-build.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const forwarded = ['SIGTERM', 'SIGINT', 'SIGHUP']

/** Runs ensure-build in its own process group; a signal meanwhile stops the whole build. Resolves with its exit code. */
function build(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/ensure-build.mjs'), ...args], { cwd: root, stdio: 'inherit', detached: true })
    let stopping
    const forward = (signal) => {
      stopping = signal
      try {
        process.kill(-child.pid, signal)
      } catch {
        // already gone
      }
    }
    for (const signal of forwarded) process.on(signal, forward)
    child.on('error', (error) => {
      console.error(`[start] could not run the build: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      for (const name of forwarded) process.off(name, forward)
      // 128 + the signal's number, as a shell reports a process ended by a signal.
      resolve(stopping ? 128 + (stopping === 'SIGHUP' ? 1 : stopping === 'SIGINT' ? 2 : 15) : (code ?? (signal ? 1 : 0)))
    })
  })
}

// Nothing changed since the last start (by the stamps' sizes and times): no build process at all, which cost a
// restart 0.7–0.8 s of starting Node and hashing every source.
const args = process.argv.slice(2)
if (args.includes('--force') || !upToDate()) {
  const code = await build(args)
  if (code !== 0) process.exit(code)
}

// The server's own handlers shut it down cleanly on SIGTERM and SIGINT; a hang-up (the terminal closed) does the same.
process.on('SIGHUP', () => process.kill(process.pid, 'SIGTERM'))
// No source maps unless asked for (`NODE_OPTIONS=--enable-source-maps npm start`): Node parses the build's maps at load
// and keeps them, 4–5 MB of RSS for the lifetime of the server; a stack trace without them still names the server's
// functions (the build is minified but for names, docs/decisions/0032-server-bundle-carries-its-packages.md).
await import(pathToFileURL(join(root, 'server/build/index.mjs')).href)
