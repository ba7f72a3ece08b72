// A throwaway database on the PostgreSQL server of DATABASE_URL: server tests, probes and benches each open one and drop it.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

/** A fresh database named `<prefix>_<uuid>` on the server at `serverUrl`, dropped (with its sessions) by `drop()`. */
export async function freshPostgres(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
