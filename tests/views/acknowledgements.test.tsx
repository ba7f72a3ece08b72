// Acknowledgements in both languages: two main people first and prominent, then three others.
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { acknowledgements } from '@/content/acknowledgements'
import AcknowledgementsView from '@/views/acknowledgements/acknowledgements-view'
import { renderApp } from './support'

const titles = { en: 'Acknowledgements', 'pt-BR': 'Agradecimentos' } as const

describe.each(['en', 'pt-BR'] as const)('acknowledgements page (%s)', (language) => {
  it('shows the two main people first, then the three others, with photos and texts', async () => {
    await renderApp({ language, path: '/agradecimentos' }, <AcknowledgementsView />)
    expect(screen.getByRole('heading', { level: 1, name: titles[language] })).toBeInTheDocument()
    const main = screen.getAllByTestId('main-person')
    const others = screen.getAllByTestId('other-person')
    expect(main).toHaveLength(2)
    expect(others).toHaveLength(3)
    const expectedMain = acknowledgements.filter((person) => person.main)
    const expectedOthers = acknowledgements.filter((person) => !person.main)
    expect(main.map((card) => card.querySelector('h2')?.textContent)).toEqual(expectedMain.map((person) => person.name))
    expect(others.map((card) => card.querySelector('h3')?.textContent)).toEqual(expectedOthers.map((person) => person.name))
    // Main people come before the others in the page.
    expect(main[1]!.compareDocumentPosition(others[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    for (const person of acknowledgements) {
      expect(screen.getByRole('img', { name: person.name })).toHaveAttribute('src', person.photo)
      expect(screen.getByText(person.relation[language])).toBeInTheDocument()
      expect(screen.getByText(person.text[language])).toBeInTheDocument()
    }
  })
})
