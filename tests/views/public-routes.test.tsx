// The public routes render their real pages through the app's route table, in both languages.
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { owner } from '@/content/owner'
import { renderApp } from './support'

const headings = {
  en: { '/': owner.name, '/sobre-mim': owner.name, '/agradecimentos': 'Acknowledgements', '/contato': 'Contact' },
  'pt-BR': { '/': owner.name, '/sobre-mim': owner.name, '/agradecimentos': 'Agradecimentos', '/contato': 'Contato' },
} as const

describe.each(['en', 'pt-BR'] as const)('public routes (%s)', (language) => {
  it.each(Object.entries(headings[language]))('%s shows its page', async (path, heading) => {
    const app = await renderApp({ path, language })
    await app.answerTokenCheck(null)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.queryByText(/Coming soon|Em breve/)).not.toBeInTheDocument()
  })
})
