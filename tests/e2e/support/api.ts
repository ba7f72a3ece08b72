// Talking to the real API from an end-to-end test: solve the ALTCHA captcha in Node (the server runs with
// CAPTCHA=on), sign in through the API and make authenticated calls.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { admin, baseUrl } from './browser'

export interface Tokens {
  accessToken: string
  refreshToken: string
  role: 'User' | 'Admin'
}

/**
 * A solved captcha payload, as the widget would submit it: base64 of JSON `{ challenge, solution }`
 * (the format server/src/services/captcha.ts decodes). Each payload is accepted once.
 */
export async function solveCaptcha(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/captcha/challenge`)
  if (!response.ok) throw new Error(`GET /api/captcha/challenge answered ${response.status}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
  if (!solution) throw new Error('Could not solve the captcha challenge')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

let seededClients = 0

/**
 * A client address of its own for each sign-up and sign-in the tests make through the API (the runner's server
 * trusts one proxy, scripts/e2e.mjs): the per-client limit of those calls is for people, not for the seeding.
 */
const seedingClient = () => {
  seededClients += 1
  return { 'x-forwarded-for': `10.77.${Math.floor(seededClients / 250) % 250}.${(seededClients % 250) + 1}` }
}

/** POST /api/auth/v1/signin with a freshly solved captcha. */
export async function signIn(username: string, password: string): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/api/auth/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...seedingClient() },
    body: JSON.stringify({ nomeUsuario: username, senha: password, captcha: await solveCaptcha() }),
  })
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as Tokens
}

/** POST /api/auth/v1 (JSON body) with a freshly solved captcha: a new user with role User. */
export async function signUp(username: string, password: string, fullName = 'Maria da Silva'): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...seedingClient() },
    body: JSON.stringify({ nomeUsuario: username, senha: password, nomeCompleto: fullName, captcha: await solveCaptcha() }),
  })
  if (response.status !== 201) throw new Error(`sign-up of ${username} answered ${response.status}: ${await response.text()}`)
}

/** A new user, signed in through the API. */
export async function newSignedInUser(prefix = 'e2e'): Promise<{ username: string; tokens: Tokens }> {
  const username = `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const password = 'correct-horse-42'
  await signUp(username, password)
  return { username, tokens: await signIn(username, password) }
}

/** The admin user the e2e runner created (E2E_ADMIN_USERNAME / E2E_ADMIN_PASSWORD). */
export function signInAsAdmin(): Promise<Tokens> {
  if (!admin.password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through `npm run test:e2e`')
  return signIn(admin.username, admin.password)
}

/** An authenticated JSON request; returns the status and the parsed body. */
export async function apiRequest<T = unknown>(
  path: string,
  options: { token?: string; method?: string; body?: unknown; language?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.language) headers['accept-language'] = options.language
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/**
 * Deletes the default categories a sign-up makes (21, in the user's language): for tests that follow the user's
 * categories from none. They are ordinary categories; their own browser test is first-use.e2e.ts.
 */
export async function deleteDefaultCategories(tokens: Tokens): Promise<void> {
  const defaults = await apiRequest<{ id: number }[]>('/v1/api/categoria', { token: tokens.accessToken })
  if (defaults.body.length !== 21) throw new Error(`a new user has ${defaults.body.length} categories, not the 21 defaults`)
  for (const category of defaults.body) {
    const deleted = await apiRequest(`/v1/api/categoria/${category.id}`, { token: tokens.accessToken, method: 'DELETE' })
    if (deleted.status !== 204) throw new Error(`deleting a default category answered ${deleted.status}`)
  }
}
