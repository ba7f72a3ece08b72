// The finance panel's first-steps list in both languages: the steps left with their hints and links, gone
// when done, and dismissed for good for that user.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { fromPromise } from 'xstate'
import { firstStepsMachine } from '@machines/finance/panel/first-steps.machine'
import type { FirstStepsProgress } from '@machines/finance/panel/first-steps.actors'
import { FirstSteps } from '@/views/finance/panel/first-steps'
import { renderApp, settle } from './support'

const answering = (progress: FirstStepsProgress) => firstStepsMachine.provide({ actors: { loadProgress: fromPromise(async () => progress) } })
const fresh: FirstStepsProgress = { account: false, card: false, import: false, budget: false }

const texts = {
  en: {
    region: 'First steps',
    hide: 'Hide these steps',
    steps: [
      ['Add your bank account with its real balance', "Type today's balance as your bank shows it: every figure here starts from it.", 'Add an account', '/financas/contas'],
      ['Add your credit card with its closing and due days', 'With both days each purchase lands in the right bill.', 'Add a card', '/financas/cadastrar-cartao'],
      ['Import a bank statement', "Bring in your bank's OFX or CSV file instead of typing each movement.", 'Import a statement', '/financas/importar'],
      ['Set a budget', 'A monthly limit for a category shows how much is left as you spend.', 'Set a budget', '#budgets-title'],
    ],
  },
  'pt-BR': {
    region: 'Primeiros passos',
    hide: 'Ocultar estes passos',
    steps: [
      ['Cadastre sua conta bancária com o saldo real', 'Informe o saldo de hoje como o banco mostra: todos os números daqui partem dele.', 'Cadastrar conta', '/financas/contas'],
      ['Cadastre seu cartão de crédito com os dias de fechamento e vencimento', 'Com os dois dias, cada compra cai na fatura certa.', 'Cadastrar cartão', '/financas/cadastrar-cartao'],
      ['Importar extrato bancário', 'Traga o arquivo OFX ou CSV do seu banco em vez de digitar cada movimento.', 'Importar extrato', '/financas/importar'],
      ['Definir um orçamento', 'Um limite mensal para uma categoria mostra quanto ainda resta enquanto você gasta.', 'Definir um orçamento', '#budgets-title'],
    ],
  },
} as const

afterEach(() => localStorage.clear())

for (const language of ['en', 'pt-BR'] as const) {
  const text = texts[language]
  describe(`first steps (${language})`, () => {
    it('a new user sees the four steps, each with what it is for and a link to the page that does it', async () => {
      await renderApp({ path: '/financas', language }, <FirstSteps logic={answering(fresh)} username="ana" month="2026-12" />)
      await settle()
      const region = screen.getByRole('region', { name: text.region })
      const items = within(region).getAllByRole('listitem')
      expect(items).toHaveLength(4)
      text.steps.forEach(([title, hint, action, href], index) => {
        expect(items[index]).toHaveTextContent(title)
        expect(items[index]).toHaveTextContent(hint)
        expect(within(items[index]!).getByRole('link', { name: action })).toHaveAttribute('href', href)
      })
    })

    it('a done step is gone; all done, no list', async () => {
      await renderApp({ path: '/financas', language }, <FirstSteps logic={answering({ account: true, card: true, import: false, budget: true })} username="ana" month="2026-12" />)
      await settle()
      const items = within(screen.getByRole('region', { name: text.region })).getAllByRole('listitem')
      expect(items).toHaveLength(1)
      expect(items[0]).toHaveTextContent(text.steps[2][0])
      cleanup()
      await renderApp({ path: '/financas', language }, <FirstSteps logic={answering({ account: true, card: true, import: true, budget: true })} username="ana" month="2026-12" />)
      await settle()
      expect(screen.queryByRole('region', { name: text.region })).toBeNull()
    })

    it('"hide" dismisses it for this user at the next visit too; another user still sees it', async () => {
      await renderApp({ path: '/financas', language }, <FirstSteps logic={answering(fresh)} username="ana" month="2026-12" />)
      await settle()
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.hide })))
      expect(screen.queryByRole('region', { name: text.region })).toBeNull()
      cleanup()
      await renderApp({ path: '/financas', language }, <FirstSteps logic={answering(fresh)} username="ana" month="2026-12" />)
      await settle()
      expect(screen.queryByRole('region', { name: text.region })).toBeNull()
      cleanup()
      await renderApp({ path: '/financas', language }, <FirstSteps logic={answering(fresh)} username="bia" month="2026-12" />)
      await settle()
      expect(screen.getByRole('region', { name: text.region })).toBeInTheDocument()
    })
  })
}
