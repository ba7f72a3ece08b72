// The offline banner under the header, in both languages: it follows the connectivity machine, which follows
// the browser's online and offline events (the service worker's registration does nothing outside a build).
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp, settle } from './support'

const texts = {
  en: 'No connection — showing the saved data; changes need the internet.',
  'pt-BR': 'Sem conexão — mostrando os dados salvos; alterações precisam de internet.',
} as const

describe.each(['en', 'pt-BR'] as const)('offline banner in %s', (language) => {
  it('shows under the header while the browser is offline, and goes when it is back', async () => {
    const app = await renderApp({ language, path: '/contato' })
    await app.answerTokenCheck(null)
    expect(screen.queryByTestId('offline-banner')).toBeNull()
    await settle(() => window.dispatchEvent(new Event('offline')))
    const banner = within(screen.getByRole('banner')).getByRole('status')
    expect(banner).toHaveTextContent(texts[language])
    expect(app.actors.byId('connectivity').getSnapshot().value).toBe('offline')
    await settle(() => window.dispatchEvent(new Event('online')))
    expect(screen.queryByTestId('offline-banner')).toBeNull()
  })
})
