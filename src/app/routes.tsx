// Every route of the app in one place: path pattern, access (public / user / admin), title, page.
// Every page is its own lazy chunk, so public pages never download finance or admin code.
import { createElement, lazy } from 'react'
import type { ComponentType } from 'react'
import { parse as parsePattern } from 'regexparam'
import { matchRoute } from 'wouter'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Role } from '@contract/auth'
import { bookIdFromParam, paths } from '@/lib/paths'
import { isAllowed } from '@/lib/page'
import type { Access, JumpEntry, PageProps } from '@/lib/page'

export { paths }
export type { Access }

export interface AppRoute {
  pattern: string
  access: Access
  title: MessageDescriptor
  /** The tab title when it depends on the parameters (a new book vs an update). */
  titleOf?: (params: Record<string, string | undefined>) => MessageDescriptor
  page: PageComponent
  /**
   * The prerendered page reads and works without the app until it is used (its links are plain links): a
   * signed-out visitor loads the app on their first sign of use (src/app/first-use.ts), not with the page.
   */
  untilUsed?: true
  /**
   * A signed-in visitor sees the prerendered page as it is until the app draws it (only the header's user area
   * differs, and holds its place): its first paint is the page, not a blank frame. Pages that are not the same for a
   * signed-in visitor (the sign-in and sign-up forms) stay hidden until then.
   */
  signedInAsIs?: true
}

/** A page in its own chunk that can be fetched before it renders. */
export interface PageComponent {
  (props: PageProps): ReturnType<typeof createElement>
  /** Fetches the page's chunk; once it is in, the page renders at once, with no Suspense fallback. */
  preload(): Promise<void>
}

/**
 * React.lazy, plus a preload: main.tsx fetches the chunk of the page being opened together with the
 * language catalog, so the first render has it (no spinner, no Suspense reveal delay).
 */
function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): PageComponent {
  let loaded: ComponentType<PageProps> | undefined
  const fetchPage = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(fetchPage)
  // Lazy only ever renders while the chunk is missing: it suspends, and by the retry `loaded` is set.
  const Page = (props: PageProps) => createElement(loaded ?? Lazy, props)
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) })
}

/** The book form's title: creating, updating, or an address no book can have. */
function bookFormTitle(params: Record<string, string | undefined>): MessageDescriptor {
  const id = bookIdFromParam(params.livroId)
  return id === 0 ? msg`New book` : id > 0 ? msg`Edit book` : msg`Book not found`
}

export const routes: readonly AppRoute[] = [
  { pattern: paths.home, access: 'public', title: msg`Home`, page: lazyPage(() => import('@/views/home/home-view')), untilUsed: true, signedInAsIs: true },
  { pattern: paths.login, access: 'public', title: msg`Log in`, page: lazyPage(() => import('@/views/auth/login-view')) },
  { pattern: paths.contato, access: 'public', title: msg`Contact`, page: lazyPage(() => import('@/views/contact/contact-view')), signedInAsIs: true },
  { pattern: paths.sobreMim, access: 'public', title: msg`About Me`, page: lazyPage(() => import('@/views/about/about-view')), signedInAsIs: true },
  { pattern: paths.agradecimentos, access: 'public', title: msg`Acknowledgements`, page: lazyPage(() => import('@/views/acknowledgements/acknowledgements-view')), untilUsed: true, signedInAsIs: true },
  { pattern: paths.criarUsuario, access: 'public', title: msg`Create User`, page: lazyPage(() => import('@/views/auth/signup-view')) },
  { pattern: paths.experimentar, access: 'public', title: msg`Try the finance manager`, page: lazyPage(() => import('@/views/auth/demo-start-view')) },
  { pattern: paths.livros.list, access: 'user', title: msg`Books`, page: lazyPage(() => import('@/views/books/book-list-view')) },
  { pattern: '/livros/cadastrar/:livroId', access: 'user', title: msg`Book form`, titleOf: bookFormTitle, page: lazyPage(() => import('@/views/books/book-form-view')) },
  { pattern: paths.financas.panel, access: 'user', title: msg`Finances`, page: lazyPage(() => import('@/views/finance/panel/finance-panel-view')) },
  { pattern: paths.financas.cadastrarCategoria, access: 'user', title: msg`Categories`, page: lazyPage(() => import('@/views/finance/registries/categories-view')) },
  { pattern: paths.financas.cadastrarCartao, access: 'user', title: msg`Cards`, page: lazyPage(() => import('@/views/finance/cards/bank-cards-view')) },
  { pattern: paths.financas.pessoaConta, access: 'user', title: msg`Account holders`, page: lazyPage(() => import('@/views/finance/registries/account-holders-view')) },
  { pattern: paths.financas.lancamentoFinanceiro, access: 'user', title: msg`Financial entries`, page: lazyPage(() => import('@/views/finance/entries/entries-view')) },
  { pattern: paths.financas.parcelamento, access: 'user', title: msg`Installment plans`, page: lazyPage(() => import('@/views/finance/plans/installments-view')) },
  { pattern: '/financas/parcelamento-mensais/:id', access: 'user', title: msg`Installment details`, page: lazyPage(() => import('@/views/finance/plans/installment-detail-view')) },
  { pattern: paths.financas.contas, access: 'user', title: msg`Bank accounts`, page: lazyPage(() => import('@/views/finance/accounts/bank-accounts-view')) },
  { pattern: '/financas/contas/:id', access: 'user', title: msg`Account statement`, page: lazyPage(() => import('@/views/finance/accounts/account-statement-view')) },
  { pattern: '/financas/cartoes/:id/faturas', access: 'user', title: msg`Card bills`, page: lazyPage(() => import('@/views/finance/cards/card-statements-view')) },
  { pattern: paths.financas.recorrencias, access: 'user', title: msg`Recurring entries`, page: lazyPage(() => import('@/views/finance/planning/recurrences-view')) },
  { pattern: paths.financas.importar, access: 'user', title: msg`Import a bank statement`, page: lazyPage(() => import('@/views/finance/import/bank-import-view')) },
  { pattern: paths.meusDados, access: 'user', title: msg`My data`, page: lazyPage(() => import('@/views/account/user-data-view')) },
  { pattern: paths.verificacaoDuasEtapas, access: 'user', title: msg`Two-step verification`, page: lazyPage(() => import('@/views/account/two-factor-view')) },
  { pattern: paths.alterarSenha, access: 'user', title: msg`Change password`, page: lazyPage(() => import('@/views/account/password-change-view')) },
  { pattern: paths.sessoes, access: 'user', title: msg`Sessions`, page: lazyPage(() => import('@/views/account/sessions-view')) },
  { pattern: paths.listarContatos, access: 'admin', title: msg`Received messages`, page: lazyPage(() => import('@/views/messages/message-list-view')) },
  { pattern: paths.pokemon.stats, access: 'admin', title: msg`Card statistics`, page: lazyPage(() => import('@/views/cards/card-stats-view')) },
  { pattern: paths.pokemon.alterarSituacao, access: 'admin', title: msg`Change card status`, page: lazyPage(() => import('@/views/cards/card-status-view')) },
  { pattern: paths.pokemon.incluirPokemon, access: 'admin', title: msg`Include card images`, page: lazyPage(() => import('@/views/cards/image-upload-view')) },
  { pattern: paths.amor, access: 'admin', title: msg`Love`, page: lazyPage(() => import('@/views/slideshow/slideshow-view')) },
]

/**
 * The public pages the build renders to HTML in both languages: every public route of the
 * table. Guarded and admin pages stay the SPA shell, so no private data is ever in a prerendered page.
 */
export const prerenderedPaths: readonly string[] = routes.filter((route) => route.access === 'public').map((route) => route.pattern)

/** The prerendered pages whose HTML does not preload the app (AppRoute.untilUsed). */
export const untilUsedPaths: readonly string[] = routes.filter((route) => route.untilUsed).map((route) => route.pattern)

/** The prerendered pages a signed-in visitor sees painted before the app draws them (AppRoute.signedInAsIs). */
export const signedInAsIsPaths: readonly string[] = routes.filter((route) => route.signedInAsIs).map((route) => route.pattern)

/**
 * The page-jump dropdown's entries in a fixed order, then My data (docs/product-rules.md#a-users-data). Who sees
 * an entry follows its route's access.
 */
const pageJumpMenu: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  [paths.home, msg`Home`],
  [paths.livros.list, msg`List Books`],
  [paths.amor, msg`Love`],
  [paths.pokemon.stats, msg`Pokemon Data Table`],
  [paths.listarContatos, msg`Contacts Data Table`],
  [paths.financas.panel, msg`Finances`],
  [paths.meusDados, msg`My data`],
  [paths.verificacaoDuasEtapas, msg`Two-step verification`],
  [paths.alterarSenha, msg`Change password`],
  [paths.sessoes, msg`Sessions`],
]

function routeOf(path: string): AppRoute {
  const route = routes.find((candidate) => candidate.pattern === path)
  if (!route) throw new Error(`No route for the page-jump entry ${path}`)
  return route
}

export const pageJumpEntries: readonly JumpEntry[] = pageJumpMenu.map(([href, label]) => ({ href, label, access: routeOf(href).access }))

/** The route a path opens, if any (the first match in table order, like the router's Switch). */
export function routeForPath(path: string): AppRoute | undefined {
  return routes.find((route) => matchRoute(parsePattern, route.pattern, path)[0])
}

/**
 * The route whose page main.tsx fetches with the catalog: the one `path` opens, if the stored session
 * may see it (a guarded page sends anyone else to /login or /, which fetch their own).
 */
export function routeToPreload(path: string, session: { loggedIn: boolean; role: Role | null }): AppRoute | undefined {
  const route = routeForPath(path)
  if (!route || route.access === 'public') return route
  return session.loggedIn && isAllowed(route.access, session.role) ? route : undefined
}

export type GuardDecision = 'render' | 'wait' | 'toLogin' | 'toHome'

/**
 * What a route shows for the current session: a guarded page waits for the app-start token
 * check only; once signed in it renders at once while its own check runs in the background (the
 * session leaves for /login if that check fails). No session goes to /login; a role mismatch to /.
 */
export function guardDecision(access: Access, session: { loggedIn: boolean; starting: boolean; role: Role | null }): GuardDecision {
  if (access === 'public') return 'render'
  if (session.starting) return 'wait'
  if (!session.loggedIn) return 'toLogin'
  if (access === 'admin' && session.role !== 'Admin') return 'toHome'
  return 'render'
}
