// About Me in both languages: profile, typewriter intro (clicks, right-click, a touch held, reduced motion; the hint in a
// mouse's words and a finger's), skills, mailto.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { about } from '@/content/about'
import { owner } from '@/content/owner'
import AboutView from '@/views/about/about-view'
import type { Language } from '@/lib/storage'
import { renderApp } from './support'

const render = (language: Language) => renderApp({ language, path: '/sobre-mim' }, <AboutView />)
const typed = () => screen.getAllByTestId('typed-paragraph').map((p) => p.textContent)

const texts = {
  en: {
    region: 'Typewriter introduction',
    hint: /Right-click \(or press R\) to start over/,
    touchHint: 'Tap to finish the paragraph or go to the next one. Touch and hold to start over.',
    mail: 'Send me an e-mail',
    skills: 'Skills',
  },
  'pt-BR': {
    region: 'Apresentação em máquina de escrever',
    hint: /Clique com o botão direito \(ou pressione R\) para recomeçar/,
    touchHint: 'Toque para concluir o parágrafo ou ir para o próximo. Toque e segure para recomeçar.',
    mail: 'Envie-me um e-mail',
    skills: 'Habilidades',
  },
} as const

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe.each(['en', 'pt-BR'] as const)('about page (%s)', (language) => {
  const t = texts[language]
  const paragraphs = about.paragraphs[language]

  it('shows the profile, skill badges and a mailto button', async () => {
    await render(language)
    expect(screen.getByRole('heading', { level: 1, name: owner.name })).toBeInTheDocument()
    expect(screen.getByText(owner.role[language])).toBeInTheDocument()
    expect(screen.getByText(owner.location[language])).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.mail })).toHaveAttribute('href', `mailto:${owner.email}`)
    const skills = screen.getByRole('heading', { name: t.skills }).closest('section')!
    expect([...skills.querySelectorAll('li')].map((li) => li.textContent)).toEqual(about.skills)
  })

  it('types the intro, with an accessible hint and the whole text for screen readers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await render(language)
    const region = screen.getByRole('button', { name: t.region })
    expect(region).toHaveAccessibleDescription(t.hint)
    expect(typed()).toEqual([''])
    act(() => vi.advanceTimersByTime(18 * 5))
    expect(typed()).toEqual([paragraphs[0]!.slice(0, 5)])
    for (const text of paragraphs) expect(screen.getByText(text, { selector: 'p:not([data-testid])' })).toBeInTheDocument()
  })

  it('a click completes the paragraph, the next click advances, a right-click restarts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await render(language)
    const region = screen.getByRole('button', { name: t.region })
    act(() => void fireEvent.click(region))
    expect(typed()).toEqual([paragraphs[0]])
    act(() => void fireEvent.click(region))
    expect(typed()).toEqual([paragraphs[0], ''])
    act(() => vi.advanceTimersByTime(18 * 3))
    expect(typed()).toEqual([paragraphs[0], paragraphs[1]!.slice(0, 3)])
    act(() => void fireEvent.contextMenu(region))
    expect(typed()).toEqual([''])
    // The keyboard does the same: Enter continues, R restarts.
    act(() => void fireEvent.keyDown(region, { key: 'Enter' }))
    expect(typed()).toEqual([paragraphs[0]])
    act(() => void fireEvent.keyDown(region, { key: 'r' }))
    expect(typed()).toEqual([''])
  })

  it("says a finger's words on a touch screen: a tap continues, a touch held half a second restarts", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await render(language)
    // Both wordings are in the page; the CSS media features (hover: none, pointer: coarse) show one.
    const touchHint = screen.getByText(t.touchHint)
    expect(touchHint.closest('p')).toBe(screen.getByText(t.hint).closest('p'))
    const region = screen.getByRole('button', { name: t.region })
    act(() => void fireEvent.click(region))
    expect(typed()).toEqual([paragraphs[0]])
    // A short touch is a tap: nothing restarts.
    act(() => void fireEvent.pointerDown(region, { pointerType: 'touch' }))
    act(() => vi.advanceTimersByTime(200))
    act(() => void fireEvent.pointerUp(region, { pointerType: 'touch' }))
    act(() => void fireEvent.click(region))
    expect(typed()).toEqual([paragraphs[0], ''])
    // Held: it restarts at half a second, and the tap that ends the hold does not advance; Android's context menu
    // that may follow does not restart twice.
    act(() => void fireEvent.pointerDown(region, { pointerType: 'touch' }))
    act(() => vi.advanceTimersByTime(500))
    expect(typed()).toEqual([''])
    act(() => vi.advanceTimersByTime(18 * 4))
    act(() => void fireEvent.contextMenu(region))
    expect(typed()).toEqual([paragraphs[0]!.slice(0, 4)])
    act(() => void fireEvent.pointerUp(region, { pointerType: 'touch' }))
    act(() => void fireEvent.click(region))
    expect(typed()).toEqual([paragraphs[0]!.slice(0, 4)])
    // A mouse's button held down is no touch: nothing happens until it clicks.
    act(() => void fireEvent.pointerDown(region, { pointerType: 'mouse' }))
    act(() => vi.advanceTimersByTime(1000))
    expect(typed()[0]!.length).toBeGreaterThan(4)
  })

  it('after the last paragraph it stays done', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await render(language)
    const region = screen.getByRole('button', { name: t.region })
    for (let click = 0; click < paragraphs.length * 2 + 3; click++) act(() => void fireEvent.click(region))
    expect(typed()).toEqual(paragraphs)
    expect(region).toHaveAttribute('data-state', 'done')
  })
})

describe('about page with reduced motion', () => {
  it('shows every paragraph at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }))
    await render('en')
    expect(typed()).toEqual(about.paragraphs.en)
    expect(screen.getByTestId('typewriter')).toHaveAttribute('data-state', 'done')
  })
})
