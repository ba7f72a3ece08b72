// A bench's user, signed in to a running server: its bearer headers (what timeRequests sends) and a JSON
// client that throws on any answer but 2xx, naming the call.

/** Signs `username` in at `base` and returns the session's headers and a JSON client over them. */
export async function benchSession(base: string, username: string, password: string) {
  const login = await fetch(`${base}/api/auth/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nomeUsuario: username, senha: password }),
  })
  if (!login.ok) throw new Error(`sign-in of ${username}: ${login.status} ${await login.text()}`)
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = { authorization: `Bearer ${accessToken}` }
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<T>
  }
  const get = <T>(path: string) => call<T>('GET', path)
  return { headers, call, get }
}
