import { afterEach, expect } from 'vitest'

// Browser-side tests run without a server. Every request that leaves the page (fetch, <script>, <link>) is answered
// here with a 503 instead of a real connection, and fails the test that made it. A request that a lazy chunk makes
// after its test ended belongs to no running test and is only answered.
interface HappyDomWindow {
  happyDOM?: { settings: { fetch: { interceptor: unknown } } }
}

let requests: { test: string | undefined; line: string }[] = []

const happyDOM = (window as unknown as HappyDomWindow).happyDOM
if (happyDOM) {
  happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }: { request: Request }) => {
      requests.push({ test: expect.getState().currentTestName, line: `${request.method} ${request.url}` })
      return Response.json({ message: 'No network in browser-side tests' }, { status: 503 })
    },
  }
}

afterEach(() => {
  const current = expect.getState().currentTestName
  const made = requests.filter((request) => request.test === current).map((request) => request.line)
  requests = []
  if (made.length > 0) throw new Error(`Unexpected network request(s) in a browser-side test:\n${made.join('\n')}`)
})
