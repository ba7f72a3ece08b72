// Home page in both languages: profile, resume per language, technology and project modals.
import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { modalMachine } from '@machines/modal.machine'
import { owner } from '@/content/owner'
import { projects } from '@/content/projects'
import { technologies } from '@/content/technologies'
import HomeView from '@/views/home/home-view'
import type { Language } from '@/lib/storage'
import { renderApp } from './support'

const render = (language: Language) => renderApp({ language }, <HomeView modalLogic={modalMachine} />)
const nameIn = (item: { name: string; englishName: string }, language: Language) => (language === 'en' ? item.englishName : item.name)

const texts = {
  en: { resume: /Download resume/, technologies: 'Technologies', projects: 'Projects', close: 'Close', next: 'Next image', previous: 'Previous image', repo: /View repository/ },
  'pt-BR': { resume: /Baixar currículo/, technologies: 'Tecnologias', projects: 'Projetos', close: 'Fechar', next: 'Próxima imagem', previous: 'Imagem anterior', repo: /Ver repositório/ },
} as const

describe.each(['en', 'pt-BR'] as const)('home page (%s)', (language) => {
  const t = texts[language]

  it('shows the avatar, name, role and bio', async () => {
    await render(language)
    expect(screen.getByRole('heading', { level: 1, name: owner.name })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: owner.avatarAlt[language] })).toHaveAttribute('src', owner.avatar)
    expect(screen.getByText(owner.role[language])).toBeInTheDocument()
    expect(screen.getByText(owner.bio[language])).toBeInTheDocument()
  })

  it('links the resume PDF of the current language, as a download', async () => {
    await render(language)
    const link = screen.getByRole('link', { name: t.resume })
    expect(link).toHaveAttribute('href', owner.resume[language])
    expect(link).toHaveAttribute('download', owner.resume[language].split('/').pop())
  })

  it('lists the technologies and the projects, featured finance project first', async () => {
    await render(language)
    const techList = screen.getByRole('heading', { name: t.technologies }).closest('section')!
    expect(within(techList).getAllByRole('button').map((b) => b.textContent)).toEqual(technologies.map((tech) => nameIn(tech, language)))
    const projectList = screen.getByRole('heading', { level: 2, name: t.projects }).closest('section')!
    const names = within(projectList).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(names).toEqual(projects.map((project) => nameIn(project, language)))
    expect(projects[0]!.featured).toBe(true)
    expect(names[0]).toBe(nameIn(projects[0]!, language))
    for (const project of projects) expect(screen.getByText(project.summary[language])).toBeInTheDocument()
  })

  it('opens a technology description in a dialog; Escape closes it and focus returns to the card', async () => {
    await render(language)
    const user = userEvent.setup()
    const tech = technologies[0]!
    const card = screen.getByRole('button', { name: nameIn(tech, language) })
    await user.click(card)
    const dialog = screen.getByRole('dialog', { name: nameIn(tech, language) })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByText(tech.description[language])).toBeInTheDocument()
    expect(dialog).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(card).toHaveFocus()
  })

  it('opens every project with its carousel, description and repository link', async () => {
    await render(language)
    const user = userEvent.setup()
    for (const project of projects) {
      await user.click(screen.getByRole('button', { name: nameIn(project, language) }))
      const dialog = screen.getByRole('dialog', { name: nameIn(project, language) })
      expect(within(dialog).getByTestId('carousel-counter')).toHaveTextContent(`1 / ${project.images.length}`)
      expect(within(dialog).getByRole('img', { name: project.imageAlts[language][0] })).toHaveAttribute('src', project.images[0])
      const firstParagraph = project.text[language].split('\n\n')[0]!
      expect(within(dialog).getByText(firstParagraph)).toBeInTheDocument()
      expect(within(dialog).getByRole('link', { name: t.repo })).toHaveAttribute('href', project.repositoryUrl)
      await user.click(within(dialog).getByRole('button', { name: t.close }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    }
  })

  it('walks the carousel: counter, disabled ends, zoom toggles and resets on navigation', async () => {
    await render(language)
    const user = userEvent.setup()
    const project = projects[0]!
    await user.click(screen.getByRole('button', { name: nameIn(project, language) }))
    const dialog = screen.getByRole('dialog')
    const previous = within(dialog).getByRole('button', { name: t.previous })
    const next = within(dialog).getByRole('button', { name: t.next })
    const counter = within(dialog).getByTestId('carousel-counter')
    const zoom = () => within(dialog).getByRole('img').closest('button')!
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    await user.click(zoom())
    expect(zoom()).toHaveAttribute('aria-pressed', 'true')
    for (let index = 1; index < project.images.length; index++) {
      await user.click(next)
      expect(counter).toHaveTextContent(`${index + 1} / ${project.images.length}`)
      expect(zoom()).toHaveAttribute('aria-pressed', 'false')
      expect(within(dialog).getByRole('img')).toHaveAttribute('alt', project.imageAlts[language][index])
    }
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(previous).not.toHaveAttribute('aria-disabled')
    await user.click(zoom())
    await user.click(previous)
    expect(zoom()).toHaveAttribute('aria-pressed', 'false')
    expect(counter).toHaveTextContent(`${project.images.length - 1} / ${project.images.length}`)
  })
})

describe('home page dialogs', () => {
  it('keeps focus inside the dialog with Tab and Shift+Tab', async () => {
    await render('en')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: projects[0]!.englishName }))
    const dialog = screen.getByRole('dialog')
    for (let step = 0; step < 12; step++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    for (let step = 0; step < 12; step++) {
      await user.tab({ shift: true })
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    await render('en')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: technologies[0]!.englishName }))
    act(() => void fireEvent.mouseDown(screen.getByRole('dialog')))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => void fireEvent.mouseDown(screen.getByTestId('modal-backdrop')))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows the dialog content in the language chosen while it is open', async () => {
    const app = await render('en')
    const user = userEvent.setup()
    const tech = technologies[0]!
    await user.click(screen.getByRole('button', { name: tech.englishName }))
    const preferences = app.actors.byId('preferences')
    await app.send(preferences, { type: 'language.select', language: 'pt-BR' })
    await waitFor(() => expect(screen.getByText(tech.description['pt-BR'])).toBeInTheDocument())
  })
})
