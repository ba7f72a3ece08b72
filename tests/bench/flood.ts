// The flood (`npm run bench -- flood`): user B creates installment plans with as many
// installments as the API allows, over 3 keep-alive connections for FLOOD_SECONDS; meanwhile user A
// lists its categories one request after another. A's p50/p95 quiet and under the flood, what B got
// through (201s, 429s, rows), and B's ten-year `periodo` afterwards. Goal: A's p95 under the flood
// within 2× of its quiet value. The server's WRITE_LIMIT_PER_MINUTE comes from the environment, so
// `WRITE_LIMIT_PER_MINUTE=100000000 npm run bench -- flood` measures without the fair-use limit.
import { Agent } from 'node:http'
import { INSTALLMENT_COUNT_MAX } from '../../src/contract/installment'
import { client, ms, percentile, type Answer } from '../probes/server'

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10)
const QUIET_SECONDS = 5
const FLOOD_CONNECTIONS = 3
const PASSWORD = 'flood-bench-password'

type Client = ReturnType<typeof client>

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer
}

/** A keep-alive connection of its own. */
const connection = (base: string) => client(base, { agent: new Agent({ keepAlive: true, maxSockets: 1 }), address: '127.0.0.1' })

/** A new user, signed in, on a connection of its own; and its access token. */
async function newUser(base: string, name: string): Promise<{ user: Client; accessToken: string }> {
  const user = connection(base)
  const username = `${name}_${Date.now().toString(36)}`
  expectStatus(await user.call('POST', '/api/auth/v1', { nomeUsuario: username, senha: PASSWORD, nomeCompleto: 'Flood Bench' }), 201, `sign-up of ${name}`)
  const signedIn = expectStatus(await user.call('POST', '/api/auth/v1/signin', { nomeUsuario: username, senha: PASSWORD, captcha: '' }), 200, `sign-in of ${name}`)
  const { accessToken } = signedIn.body as { accessToken: string }
  user.setToken(accessToken)
  return { user, accessToken }
}

/** Milliseconds of each GET /v1/api/categoria made one after another until `until()` is true. */
async function listCategories(user: Client, until: () => boolean): Promise<number[]> {
  const times: number[] = []
  while (!until()) times.push(expectStatus(await user.call('GET', '/v1/api/categoria'), 200, 'GET /v1/api/categoria').ms)
  return times
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The flood against the server at `base`; one row of figures. */
export async function floodBench(base: string): Promise<Record<string, string | number>> {
  const { user: quietUser } = await newUser(base, 'flood_a')
  for (const [nome, tipo] of [['Mercado', 'Despesa'], ['Casa', 'Despesa'], ['Lazer', 'Despesa'], ['Salário', 'Receita'], ['Extra', 'Receita']]) {
    expectStatus(await quietUser.call('POST', '/v1/api/categoria', { nomeCategoria: nome, tipoCategoria: tipo }), 201, 'category')
  }
  const { user: flooder, accessToken: flooderToken } = await newUser(base, 'flood_b')
  const holder = expectStatus(await flooder.call('POST', '/v1/api/pessoaconta', { nomePessoa: 'Flood' }), 201, 'account holder')
  const pessoaContaId = (holder.body as { id: number }).id

  let warmUp = 0
  await listCategories(quietUser, () => ++warmUp > 50)
  const quietEnd = Date.now() + QUIET_SECONDS * 1000
  const quiet = await listCategories(quietUser, () => Date.now() >= quietEnd)

  const statuses: Record<number, number> = {}
  const floodEnd = Date.now() + FLOOD_SECONDS * 1000
  const plan = {
    descricao: 'Flood',
    valorTotal: INSTALLMENT_COUNT_MAX * 10,
    numeroParcelas: INSTALLMENT_COUNT_MAX,
    dataPrimeiraParcela: '2030-01-01',
    intervaloParcelas: 30,
    pessoaContaId,
  }
  const floodLoop = async () => {
    const flood = connection(base)
    flood.setToken(flooderToken)
    while (Date.now() < floodEnd) {
      const answer = await flood.call('POST', '/v1/api/parcelamento', plan)
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
    }
  }
  const floodStarted = Date.now()
  const flooding = Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, floodLoop))
  await sleep(50) // the flood's first requests are in
  const underFlood = await listCategories(quietUser, () => Date.now() >= floodEnd)
  await flooding
  const floodMs = Date.now() - floodStarted

  const tenYears = await flooder.call('GET', '/v1/api/lancamento/periodo?dataInicio=2030-01-01&dataFim=2039-12-31')
  const quietP95 = percentile(quiet, 95)
  const floodP95 = percentile(underFlood, 95)
  const created = statuses[201] ?? 0
  return {
    "A's GET categoria quiet: p50 / p95 (ms)": `${ms(percentile(quiet, 50))} / ${ms(quietP95)} (${quiet.length} requests)`,
    "A's GET categoria under the flood: p50 / p95 (ms)": `${ms(percentile(underFlood, 50))} / ${ms(floodP95)} (${underFlood.length} requests)`,
    'p95 under the flood ÷ quiet (goal ≤ 2)': Number((floodP95 / quietP95).toFixed(2)),
    [`B's plans of ${INSTALLMENT_COUNT_MAX} installments over ${FLOOD_CONNECTIONS} connections in ${(floodMs / 1000).toFixed(1)} s`]: Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', '),
    "B's installment rows written": created * INSTALLMENT_COUNT_MAX,
    "B's periodo 2030-01-01..2039-12-31": `${tenYears.status}, ${(JSON.stringify(tenYears.body).length / 1e6).toFixed(1)} MB in ${ms(tenYears.ms)} ms`,
  }
}
