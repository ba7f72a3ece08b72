// Finance panel (/financas, SPEC §2 Finance panel): five buttons, each with its explanation, leading to
// the entries, cards, account holders, categories and installment pages.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { button, card } from '@/styles/recipes.css'
import * as styles from './finance-panel.css'

interface PanelLink {
  href: string
  label: MessageDescriptor
  text: MessageDescriptor
  icon: string
}

const links: readonly PanelLink[] = [
  {
    href: paths.financas.lancamentoFinanceiro,
    label: msg`Financial Entry`,
    text: msg`Record income and expenses, see the month's totals and mark bills as paid.`,
    icon: '⇅',
  },
  {
    href: paths.financas.cadastrarCartao,
    label: msg`Manage Cards`,
    text: msg`Register the bank cards you use, by holder and bank.`,
    icon: '▭',
  },
  {
    href: paths.financas.pessoaConta,
    label: msg`Register Account Holder`,
    text: msg`Register the people or accounts your installment plans belong to.`,
    icon: '◉',
  },
  {
    href: paths.financas.cadastrarCategoria,
    label: msg`Manage Categories`,
    text: msg`Create income and expense categories to organise your entries.`,
    icon: '▦',
  },
  {
    href: paths.financas.parcelamento,
    label: msg`Financial Installment`,
    text: msg`Split a purchase into installments and follow each one until it is paid.`,
    icon: '▤',
  },
]

export default function FinancePanelView(_: Partial<PageProps>) {
  const { i18n } = useLingui()
  return (
    <section className={styles.page} aria-labelledby="finance-title">
      <div className={styles.heading}>
        <h1 id="finance-title" className={styles.title}>
          <Trans>Finances</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Your money in one place: entries, installments and the registries they use.</Trans>
        </p>
      </div>
      <ul className={styles.grid}>
        {links.map((link) => (
          <li key={link.href} className={`${card({ padding: 'md' })} ${styles.item}`}>
            <span className={styles.icon} aria-hidden="true">
              {link.icon}
            </span>
            <Link href={link.href} className={`${button({ variant: 'primary', block: true })} ${styles.link}`}>
              {i18n._(link.label)}
            </Link>
            <p className={styles.text}>{i18n._(link.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
