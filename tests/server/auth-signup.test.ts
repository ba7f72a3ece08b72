import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '@server/db/schema'
import { sharedTestApp, TEST_PASSWORD, uniqueUsername } from './support/test-app'

// Sign-up: query or JSON body, case-insensitive keys, validation
// messages in both languages, unique usernames ignoring case, argon2id hashes.

const t = sharedTestApp()

const storedUser = async (username: string) => {
  const [row] = await t.db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()))
  return row
}

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  nomeUsuario: uniqueUsername(),
  senha: TEST_PASSWORD,
  nomeCompleto: 'Maria da Silva',
  ...overrides,
})

describe('POST /api/auth/v1 (sign-up)', () => {
  it('creates a user from a JSON body: 201 with a translated message, role User, argon2id hash', async () => {
    const body = signUpBody()
    const response = await t.request('/api/auth/v1', { body, language: 'en-US' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'User created successfully!' })

    const row = await storedUser(body.nomeUsuario)
    expect(row).toMatchObject({ username: body.nomeUsuario, fullName: 'Maria da Silva', role: 'User' })
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/)
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD)
  })

  it('answers in Portuguese for pt* languages', async () => {
    const response = await t.request('/api/auth/v1', { body: signUpBody(), language: 'pt-BR,pt;q=0.9,en;q=0.8' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Usuário criado com sucesso!' })
  })

  it('accepts the query form of the original client (NomeUsuario, Senha, NomeCompleto) with no body', async () => {
    const username = uniqueUsername()
    const query = new URLSearchParams({ NomeUsuario: username, Senha: TEST_PASSWORD, NomeCompleto: 'João Araújo' })
    const response = await t.request(`/api/auth/v1?${query}`, { method: 'POST' })
    expect(response.status).toBe(201)
    expect((await storedUser(username))?.fullName).toBe('João Araújo')
    await t.login(username)
  })

  it.each([
    ['application/json', ''],
    ['application/json; charset=utf-8', ''],
    ['text/plain', ''],
    ['application/x-www-form-urlencoded', ''],
    ['application/json', '  \r\n'],
  ])('an empty body with Content-Type %s is no body: the query form applies', async (contentType, body) => {
    const username = uniqueUsername()
    const query = new URLSearchParams({ NomeUsuario: username, Senha: TEST_PASSWORD, NomeCompleto: 'Ana Lima' })
    const response = await t.request(`/api/auth/v1?${query}`, { method: 'POST', body, headers: { 'content-type': contentType } })
    expect(response.status).toBe(201)
    expect((await storedUser(username))?.fullName).toBe('Ana Lima')
  })

  it('a non-empty body still needs JSON: 415 for another type, 400 malformed_body for bad JSON', async () => {
    const query = new URLSearchParams({ NomeUsuario: uniqueUsername(), Senha: TEST_PASSWORD, NomeCompleto: 'Ana Lima' })
    const text = await t.request(`/api/auth/v1?${query}`, { body: 'x', headers: { 'content-type': 'text/plain' } })
    expect(text.status).toBe(415)
    expect((await text.json()).code).toBe('unsupported_media_type')
    const none = await t.app.request(`/api/auth/v1?${query}`, { method: 'POST', body: JSON.stringify(signUpBody()) })
    expect(none.status).toBe(415)
    const malformed = await t.request(`/api/auth/v1?${query}`, { body: '{"nomeUsuario":', language: 'en' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ message: 'The request body is malformed.', code: 'malformed_body' })
  })

  it('a JSON body wins over the query', async () => {
    const body = signUpBody()
    const query = new URLSearchParams({ NomeUsuario: uniqueUsername(), Senha: TEST_PASSWORD, NomeCompleto: 'Query Name' })
    expect((await t.request(`/api/auth/v1?${query}`, { body })).status).toBe(201)
    expect((await storedUser(body.nomeUsuario))?.fullName).toBe('Maria da Silva')
    expect(await storedUser(query.get('NomeUsuario')!)).toBeUndefined()
  })

  it('matches JSON keys ignoring case', async () => {
    const username = uniqueUsername()
    const response = await t.request('/api/auth/v1', {
      body: { NOMEUSUARIO: username, Senha: TEST_PASSWORD, nomecompleto: 'Ana Lima' },
    })
    expect(response.status).toBe(201)
    expect((await storedUser(username))?.fullName).toBe('Ana Lima')
  })

  it('accepts accented full names and trims them', async () => {
    const username = uniqueUsername()
    const response = await t.request('/api/auth/v1', {
      body: signUpBody({ nomeUsuario: username, nomeCompleto: '  José Álvares da Conceição Ñúñez  ' }),
    })
    expect(response.status).toBe(201)
    expect((await storedUser(username))?.fullName).toBe('José Álvares da Conceição Ñúñez')
  })

  describe('validation (400, per-field errors, both languages)', () => {
    it.each([
      ['en', 'All fields are required!', 'Required field'],
      ['pt-BR', 'Todos os campos são obrigatórios!', 'Campo obrigatório'],
    ])('missing fields (%s)', async (language, message, fieldMessage) => {
      const response = await t.request('/api/auth/v1', { body: { nomeUsuario: uniqueUsername() }, language })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        message,
        code: 'required_fields',
        errors: { senha: fieldMessage, nomeCompleto: fieldMessage },
        errorCodes: { senha: 'required', nomeCompleto: 'required' },
      })
    })

    it('blank values count as missing, and "required" wins over other problems', async () => {
      const response = await t.request('/api/auth/v1', {
        body: { nomeUsuario: '   ', senha: 'short', nomeCompleto: 'R2D2' },
      })
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.code).toBe('required_fields')
      expect(Object.keys(body.errors).sort()).toEqual(['nomeCompleto', 'nomeUsuario', 'senha'])
    })

    it('an empty query form is all missing', async () => {
      const response = await t.request('/api/auth/v1', { method: 'POST', language: 'pt' })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'required_fields', message: 'Todos os campos são obrigatórios!' })
    })

    it.each([
      ['en', 'The Full Name field must contain only letters!'],
      ['pt-BR', 'O campo Nome Completo deve conter apenas letras!'],
    ])('full name with digits or symbols (%s)', async (language, message) => {
      for (const nomeCompleto of ['Maria 2', 'Maria_Silva', 'Ana-Lima', 'Ana!']) {
        const response = await t.request('/api/auth/v1', { body: signUpBody({ nomeCompleto }), language })
        expect(response.status, nomeCompleto).toBe(400)
        expect(await response.json()).toEqual({ message, code: 'invalid_full_name', errors: { nomeCompleto: message }, errorCodes: { nomeCompleto: 'invalid_full_name' } })
      }
    })

    it.each(['ab', 'has space', 'ümlaut', 'x'.repeat(41), `${'x'.repeat(40)};`, 'semi;colon'])(
      'username %j is rejected with the username rule',
      async (nomeUsuario) => {
        const message = 'The username must have 3 to 40 characters: letters, digits, dot, underscore or hyphen.'
        const response = await t.request('/api/auth/v1', { body: signUpBody({ nomeUsuario }), language: 'en' })
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({ message, code: 'invalid_username', errors: { nomeUsuario: message }, errorCodes: { nomeUsuario: 'invalid_username' } })
      },
    )

    it('accepts usernames with letters, digits, dot, hyphen and underscore', async () => {
      const nomeUsuario = `A.b-c_9${uniqueUsername('').slice(0, 20)}`
      const response = await t.request('/api/auth/v1', { body: signUpBody({ nomeUsuario }) })
      expect(response.status).toBe(201)
    })

    it.each([
      ['en', 'The password must have at least 8 characters.'],
      ['pt-BR', 'A senha deve ter no mínimo 8 caracteres.'],
    ])('password shorter than 8 characters (%s)', async (language, message) => {
      const response = await t.request('/api/auth/v1', { body: signUpBody({ senha: '1234567' }), language })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message, code: 'password_too_short', errors: { senha: message }, errorCodes: { senha: 'password_too_short' } })
    })

    it('a non-string value is a 400, not a 500', async () => {
      const response = await t.request('/api/auth/v1', { body: signUpBody({ senha: 12345678 }) })
      expect(response.status).toBe(400)
      expect((await response.json()).errors).toHaveProperty('senha')
    })
  })

  describe('duplicate usernames (409, ignoring case)', () => {
    it.each([
      ['pt-BR', 'Já existe um usuário cadastrado com este Nome de Usuário.'],
      ['en', 'A user with this username already exists.'],
    ])('%s', async (language, message) => {
      const username = uniqueUsername('Dup')
      expect((await t.signUp(username)).status).toBe(201)
      const response = await t.signUp(username.toUpperCase(), { language })
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ message, code: 'user_exists' })
      const rows = await t.db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()))
      expect(rows).toHaveLength(1)
    })

    it('the database itself refuses a case-variant duplicate (unique index on lower(username))', async () => {
      const username = uniqueUsername('idx')
      await t.db.insert(users).values({ username, passwordHash: 'x', fullName: 'X' })
      await expect(t.db.insert(users).values({ username: username.toUpperCase(), passwordHash: 'x', fullName: 'X' })).rejects.toThrow()
    })
  })

  it('signs in with any case of the username', async () => {
    const username = uniqueUsername('Case')
    await t.signUp(username)
    const tokens = await t.login(username.toLowerCase())
    expect(tokens.role).toBe('User')
  })
})
