// The demo-start machine's actors: the captcha-mode question, and POST /v1/api/demo with the captcha and the page's
// language (the household's names come in it). The API client loads on the first start: /experimentar paints without
// it. Tests provide fakes through .provide({ actors }).
import { fromPromise } from 'xstate'
import { i18n } from '@lingui/core'
import type { DemoSession } from '@contract/demo'
import { captchaModeActor } from '../site/captcha-mode.actors'

/** A started demo: its tokens and expiry, and the username its token names (the answer carries none). */
export type StartedDemo = DemoSession & { username: string }

export const demoStartActors = {
  captchaMode: captchaModeActor,
  startDemo: fromPromise<StartedDemo, { captcha: string }>(async ({ input }) => {
    const { startDemo, tokenUsername } = await import('@/api/demo')
    const session = await startDemo({ captcha: input.captcha, idioma: i18n.locale === 'pt-BR' ? 'pt-BR' : 'en' })
    return { ...session, username: tokenUsername(session.accessToken) ?? 'demo' }
  }),
}
