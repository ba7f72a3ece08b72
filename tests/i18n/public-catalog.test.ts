// The public pages' catalog (scripts/public-catalog.ts, written by npm run i18n:compile): a part of the whole
// catalog with the same texts, holding every route title and what the public pages use, nothing only a guarded
// page uses; the app loads it first and the whole catalog once a guarded page asks, for every language after.
import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import type { Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { activateLanguage, fullCatalog, loadCatalog, loadLanguage, loadPublicCatalog } from '@/i18n/i18n'
import { routes } from '@/app/routes'

const languages = ['pt-BR', 'en'] as const
// The finance panel's subtitle: only a guarded page shows it.
const guardedOnly = msg`Your money in one place: entries, installment plans and the categories, cards and accounts they use.`
// The login page's heading and the header's link.
const publicText = msg`Log in`

describe('the public catalog', () => {
  it.each(languages)('%s: is part of the whole catalog, with the same compiled texts', async (language) => {
    const [whole, part] = await Promise.all([loadCatalog(language), loadPublicCatalog(language)])
    const ids = Object.keys(part)
    expect(ids.length).toBeGreaterThan(100)
    expect(ids.length).toBeLessThan(Object.keys(whole).length / 2)
    const differing = ids.filter((id) => JSON.stringify(part[id]) !== JSON.stringify(whole[id]))
    expect(differing).toEqual([])
  })

  it.each(languages)('%s: holds every route title and the public pages’ texts, not a guarded page’s own', async (language) => {
    const part: Messages = await loadPublicCatalog(language)
    const titles = routes.flatMap((route) => [route.title, ...(route.titleOf ? [route.titleOf({ livroId: '0' }), route.titleOf({ livroId: '7' })] : [])])
    expect(titles.filter((title) => !(title.id in part)).map((title) => title.id)).toEqual([])
    expect(part).toHaveProperty([publicText.id])
    expect(part).not.toHaveProperty([guardedOnly.id])
  })
})

describe('loading the catalogs', () => {
  // One module state for the file: the steps run in order.
  it('starts with the public messages only', async () => {
    await activateLanguage('pt-BR')
    expect(i18n._(publicText)).toBe('Entrar')
    expect(i18n.messages).not.toHaveProperty([guardedOnly.id])
  })

  it('a guarded page’s wait loads every message of the active language, once', async () => {
    const wait = fullCatalog()
    expect(fullCatalog()).toBe(wait)
    await wait
    expect(i18n._(guardedOnly)).toBe('Seu dinheiro em um só lugar: lançamentos, parcelamentos e os cadastros que eles usam.')
    // Settled, so React's `use` reads it without suspending again.
    expect(fullCatalog()).toMatchObject({ status: 'fulfilled' })
  })

  it('from then on another language loads its whole catalog too', async () => {
    await loadLanguage('en')
    i18n.activate('en')
    // Its own entry, not the English source the descriptor carries in development.
    expect(i18n.messages).toHaveProperty([guardedOnly.id])
    expect(i18n._(guardedOnly)).toBe('Your money in one place: entries, installment plans and the categories, cards and accounts they use.')
    expect(fullCatalog()).toMatchObject({ status: 'fulfilled' })
  })
})
