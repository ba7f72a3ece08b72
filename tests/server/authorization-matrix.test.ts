import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorld, demoSession, documentedOperations, operationKey, operations, send, snapshot, type Operation, type World } from './support/operations'
import { createTestApp, TEST_PASSWORD, type AuthSession, type TestApp } from './support/test-app'

// Authorization matrix: every operation of the API is a
// row of `operations` (tests/server/support/operations.ts), and every cell below is generated from it:
// anonymous → 401 (no token, a garbage token, a well-formed token signed with another secret),
// User → 403 on admin operations, another user (User or Admin) → 404 for the owner's ids and nothing
// of the owner's in its lists, owner and admin → allowed. Nothing a refused call names may change. A visitor's demo
// account is an ordinary User in every cell: it owns worlds, sends strangers' calls and is refused admin operations.
// The table must list exactly the operations of /api/openapi.json, so a new route cannot skip it.

let t: TestApp
/** The owners of the worlds: a User, an Admin (an admin's own rows are scoped like anyone's) and a demo. */
let userOwner: AuthSession
let adminOwner: AuthSession
let demoOwner: AuthSession
/** The admin that calls the admin operations. */
let admin: AuthSession
/** Users that own nothing and send the owner's calls. */
let strangers: Array<[string, AuthSession]>
/** One world shared by the refusals (a refused call changes nothing; the snapshot checks it). */
let shared: World

beforeAll(async () => {
  // Every operation gets fresh rows of the same two owners (createWorld: 8 writes each), far more than the
  // per-user write limit allows in the test clock's one minute.
  t = await createTestApp({ config: { writeLimitPerMinute: 1_000_000_000 } })
  ;[userOwner, adminOwner, admin] = await Promise.all([t.asUser(), t.asAdmin(), t.asAdmin()])
  // With a password (still a demo): some calls of the table sign their owner in again.
  demoOwner = await demoSession(t, { password: TEST_PASSWORD })
  strangers = [
    ['User', await t.asUser()],
    ['Admin', await t.asAdmin()],
    ['Demo', await demoSession(t)],
  ]
  shared = await createWorld(t, userOwner, admin)
})
afterAll(() => t.close())

const label = (op: Operation) => operationKey(op.method, op.path)
const guarded = operations.filter((op) => op.access !== 'anonymous')
const adminOnly = operations.filter((op) => op.access === 'admin')
const owned = operations.filter((op) => op.foreign !== undefined)

/** The answer must be a JSON error `{ message, code }` with this status. */
async function expectError(response: Response, status: number, code?: string) {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = JSON.parse(text) as { message?: unknown; code?: unknown }
  expect(typeof body.message, text).toBe('string')
  if (code) expect(body.code, text).toBe(code)
}

describe('the table is the OpenAPI document', () => {
  it('lists every documented operation, and nothing that is not documented', async () => {
    const documented = (await documentedOperations(t)).map((op) => op.key).sort()
    const listed = operations.map(label).sort()
    expect(new Set(listed).size, 'an operation listed twice').toBe(listed.length)
    expect(documented.filter((key) => !listed.includes(key)), 'operations of /api/openapi.json missing from the authorization table').toEqual([])
    expect(listed.filter((key) => !documented.includes(key)), 'table rows that /api/openapi.json does not have').toEqual([])
  })

  it('documents what the table says: bearer security and 401 when guarded, 403 when admin only, 404 when ids are owner-scoped', async () => {
    const documented = new Map((await documentedOperations(t)).map((op) => [op.key, op]))
    for (const op of operations) {
      const doc = documented.get(label(op))!
      expect(doc.secured, `${label(op)} security`).toBe(op.access !== 'anonymous')
      // Anonymous operations may document 401 too (bad credentials, an unknown refresh token).
      if (op.access !== 'anonymous') expect(doc.statuses, `${label(op)} documents 401`).toContain(401)
      expect(doc.statuses.includes(403), `${label(op)} documents 403`).toBe(op.access === 'admin' && !op.hiddenFromUsers)
      if (op.hiddenFromUsers) expect(doc.statuses, `${label(op)} documents 404`).toContain(404)
      if (op.foreign?.kind === 'not-found') expect(doc.statuses, `${label(op)} documents 404`).toContain(404)
      expect(doc.statuses, `${label(op)} documents its success`).toContain(op.ok)
    }
  })
})

describe('anonymous', () => {
  const forgedToken = async (role: string) =>
    new SignJWT({ name: userOwner.username, role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(JSON.parse(Buffer.from(userOwner.tokens.accessToken.split('.')[1]!, 'base64url').toString()).sub))
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('not-the-server-secret-but-just-as-long-as-one'))

  it.each(guarded.map((op) => [label(op), op] as const))('%s: 401 without a token, with garbage and with a forged Admin token; nothing changes', async (_, op) => {
    const call = await op.call(shared)
    const before = await snapshot(t)
    await expectError(await send(t, op.method, call), 401, 'unauthorized')
    for (const token of ['not.a.token', await forgedToken('Admin')]) {
      const response = await send(t, op.method, call, undefined, { authorization: `Bearer ${token}` })
      if (op.invalidTokenAnswer === undefined) await expectError(response, 401, 'invalid_token')
      else {
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual(op.invalidTokenAnswer)
      }
    }
    await expectError(await send(t, op.method, call, undefined, { authorization: userOwner.tokens.accessToken }), 401)
    expect(await snapshot(t)).toBe(before)
  })

  it.each(operations.filter((op) => op.access === 'anonymous').map((op) => [label(op), op] as const))('%s: open to anonymous callers', async (_, op) => {
    const response = await send(t, op.method, await op.call(shared))
    expect(response.status, await response.clone().text()).toBe(op.ok)
  })
})

describe('User on admin operations', () => {
  it.each(adminOnly.map((op) => [label(op), op] as const))('%s: 403 forbidden (404 when hidden from users); nothing changes', async (_, op) => {
    const call = await op.call(shared)
    const before = await snapshot(t)
    if (op.hiddenFromUsers) await expectError(await send(t, op.method, call, userOwner), 404, 'not_found')
    else await expectError(await send(t, op.method, call, userOwner), 403, 'forbidden')
    expect(await snapshot(t)).toBe(before)
  })

  it.each(adminOnly.map((op) => [label(op), op] as const))('%s: 403 (404 when hidden from users) for a demo too; nothing changes', async (_, op) => {
    const call = await op.call(shared)
    const before = await snapshot(t)
    if (op.hiddenFromUsers) await expectError(await send(t, op.method, call, demoOwner), 404, 'not_found')
    else await expectError(await send(t, op.method, call, demoOwner), 403, 'forbidden')
    expect(await snapshot(t)).toBe(before)
  })

  it.each(adminOnly.map((op) => [label(op), op] as const))('%s: allowed for an Admin', async (_, op) => {
    const response = await send(t, op.method, await op.call(shared), admin)
    expect(response.status, await response.clone().text()).toBe(op.ok)
  })
})

describe('another user with the owner’s ids', () => {
  const cases = owned.flatMap((op) => ['User', 'Admin', 'Demo'].map((role) => [label(op), role, op] as const))

  it.each(cases)('%s as another %s', async (_, role, op) => {
    const stranger = strangers.find(([name]) => name === role)![1]
    // A demo has a household of its own, which its lists and sums show: what it read before the owner's new rows.
    const baselineCall = role === 'Demo' && op.foreign?.kind === 'list' ? await op.call(shared) : undefined
    const baseline = baselineCall && (await (await send(t, op.method, baselineCall, stranger)).text())
    const world = await createWorld(t, userOwner, admin)
    const call = await op.call(world)
    const before = await snapshot(t)
    const response = await send(t, op.method, call, stranger)
    const foreign = op.foreign!
    switch (foreign.kind) {
      case 'not-found':
        await expectError(response, 404, 'not_found')
        expect(await snapshot(t), 'a refused call changed nothing').toBe(before)
        break
      case 'list': {
        const text = await response.text()
        expect(response.status, text).toBe(200)
        // What looks like the owner's rows to a check made for strangers without data must be the demo's own: the same answer as before the owner's rows.
        const sameCall = baselineCall && baselineCall.path === call.path && JSON.stringify(baselineCall.body) === JSON.stringify(call.body)
        if (sameCall && foreign.leaks(JSON.parse(text), world)) expect(JSON.parse(text), 'the owner’s new rows changed what the demo reads').toEqual(JSON.parse(baseline!))
        else expect(foreign.leaks(JSON.parse(text), world), `the owner's rows in ${text}`).toBe(false)
        break
      }
      case 'reference': {
        const text = await response.text()
        expect(response.status, text).toBe(400)
        expect(Object.keys((JSON.parse(text) as { errors?: object }).errors ?? {}).sort()).toEqual([...foreign.fields].sort())
        expect(await snapshot(t), 'a refused call changed nothing').toBe(before)
        break
      }
      case 'own': {
        // Creates name nothing of anyone's: the stranger gets its own row, the owner's rows stay.
        const text = await response.text()
        expect(response.status, text).toBe(op.ok)
        break
      }
    }
  })
})

describe('the owner (a User, an Admin or a demo) is allowed', () => {
  const cases = operations
    .filter((op) => op.access !== 'admin')
    .flatMap((op) => ['User', 'Admin', 'Demo'].map((role) => [label(op), role, op] as const))

  it.each(cases)('%s as a %s over its own rows', async (_, role, op) => {
    const owner = role === 'User' ? userOwner : role === 'Admin' ? adminOwner : demoOwner
    const world = await createWorld(t, owner, admin)
    const call = await op.call(world)
    const response = await send(t, op.method, call, op.access === 'anonymous' ? undefined : (call.as ?? owner))
    const text = await response.text()
    expect(response.status, text).toBe(op.ok)
    if (op.ok !== 204) expect(response.headers.get('content-type'), text).toMatch(/^application\/json/)
  })
})
