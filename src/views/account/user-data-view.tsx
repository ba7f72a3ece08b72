// My data (/meus-dados, docs/product-rules.md#a-users-data): download every row of the account as one JSON file,
// and import such a file into an account with no data yet, after seeing what it holds. The flow lives in
// the user data machine; this view renders its state and sends its events.
import { useRef } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { userDataMachine } from '@machines/account/user-data.machine'
import type { UserDataMachine, UserDataProblem } from '@machines/account/user-data.machine'
import type { UserDataCounts } from '@contract/user-data'
import { Spinner } from '@/components/spinner/spinner'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert as alertClass, button, card, visuallyHidden } from '@/styles/recipes.css'
import * as styles from './user-data.css'

/** The kinds the page counts, in its order (recurring entries and budgets join when the product has them). */
const countLabels: ReadonlyArray<readonly [keyof UserDataCounts, MessageDescriptor]> = [
  ['livros', msg`Books`],
  ['categorias', msg`Categories`],
  ['cartoes', msg`Cards`],
  ['pessoas', msg`Account holders`],
  ['contasBancarias', msg`Bank accounts`],
  ['transferencias', msg`Transfers`],
  ['pagamentosFatura', msg`Bill payments`],
  ['lancamentos', msg`Entries`],
  ['parcelamentos', msg`Installment plans`],
  ['mensais', msg({ message: 'Installments', context: 'monthly installments' })],
]

/** The names of the document's lists, for the place of a problem ("Entries 4, categoriaId"). */
const placeLabels: Readonly<Record<string, MessageDescriptor>> = {
  livros: msg`Books`,
  categorias: msg`Categories`,
  cartoes: msg`Cards`,
  pessoas: msg`Account holders`,
  contasBancarias: msg`Bank accounts`,
  transferencias: msg`Transfers`,
  pagamentosFatura: msg`Bill payments`,
  lancamentos: msg`Entries`,
  parcelamentos: msg`Installment plans`,
  mensais: msg({ message: 'Installments', context: 'monthly installments' }),
  recorrencias: msg`Recurring entries`,
  orcamentos: msg`Budgets`,
}

/** Problems shown at most; the rest are counted. */
const PROBLEMS_SHOWN = 10

export default function UserDataView({ logic }: Partial<PageProps> & { logic?: UserDataMachine }) {
  const { i18n, t } = useLingui()
  const actor = useActorRef(useLogic(userDataMachine, logic), actorOptions())
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canExport = useSelector(actor, (s) => s.can({ type: 'data.export' }))
  const exporting = useSelector(actor, (s) => s.matches('exporting'))
  const reading = useSelector(actor, (s) => s.matches('reading'))
  const confirming = useSelector(actor, (s) => s.matches('confirming'))
  const importing = useSelector(actor, (s) => s.matches('importing'))
  const exported = useSelector(actor, (s) => (s.matches('exported') ? s.context.exported : null))
  const preview = useSelector(actor, (s) => s.context.preview)
  const imported = useSelector(actor, (s) => (s.matches('imported') ? s.context.imported : null))
  const failure = useSelector(actor, (s) => (s.matches('failure') ? s.context.failure : null))
  const fileInput = useRef<HTMLInputElement>(null)

  /** "Entries 4, categoriaId": the list, the row's number from 1, then the field. */
  const placeOf = (path: string) => {
    const parts = path.split('.')
    const words: string[] = []
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index]!
      const label = placeLabels[part]
      const next = parts[index + 1]
      if (label && next !== undefined && /^\d+$/.test(next)) {
        words.push(`${i18n._(label)} ${Number(next) + 1}`)
        index++
      } else words.push(label ? i18n._(label) : part)
    }
    return words.join(', ')
  }

  return (
    <section className={styles.page} aria-labelledby="user-data-title" aria-busy={busy}>
      <div className={styles.heading}>
        <h1 id="user-data-title" className={styles.title}>
          <Trans>My data</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Take your books and finances with you as one file, or bring them here from another account.</Trans>
        </p>
      </div>

      <div className={styles.sections}>
        <section className={`${card({ padding: 'lg' })} ${styles.section}`} aria-labelledby="export-title">
          <h2 id="export-title" className={styles.sectionTitle}>
            <Trans>Download my data</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>One JSON file with your books, categories, cards, account holders, entries and installment plans. Keep it as a backup or import it into another account.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={button({ variant: 'primary' })} disabled={!canExport} onClick={() => actor.send({ type: 'data.export' })}>
              <Trans>Download my data</Trans>
            </button>
          </div>
          {exporting ? <Spinner label={<Trans>Preparing your file…</Trans>} /> : null}
          {exported ? <Exported fileName={exported.fileName} counts={exported.counts} importable={exported.importable} /> : null}
          {failure?.during === 'export' ? (
            <div role="alert" className={alertClass({ tone: 'danger' })}>
              {i18n._(failure.message)}
            </div>
          ) : null}
        </section>

        <section className={`${card({ padding: 'lg' })} ${styles.section}`} aria-labelledby="import-title">
          <h2 id="import-title" className={styles.sectionTitle}>
            <Trans>Import data</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>Bring in a file saved with “Download my data”. It goes only into an account with no data yet; the categories a new account starts with give way to the file’s.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={() => fileInput.current?.click()}>
              <Trans>Choose a .json file</Trans>
            </button>
            {/* The button above opens it: the browser's own file button would speak the browser's language. */}
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              tabIndex={-1}
              aria-label={t`Data file`}
              className={visuallyHidden}
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0]
                // The same file can be chosen again (after fixing it, or after a cancel).
                event.target.value = ''
                if (file) actor.send({ type: 'file.choose', file })
              }}
            />
          </div>

          {reading ? <Spinner label={<Trans>Reading the file…</Trans>} /> : null}
          {(confirming || importing) && preview ? (
            <div className={`${alertClass({ tone: 'info' })} ${styles.result}`} aria-labelledby="preview-title" role="group">
              <PreviewTitle fileName={preview.fileName} />
              <Counts counts={preview.counts} />
              {confirming ? (
                <div className={styles.actions}>
                  <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'import.confirm' })}>
                    <Trans>Import into my account</Trans>
                  </button>
                  <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'import.cancel' })}>
                    <Trans>Cancel</Trans>
                  </button>
                </div>
              ) : (
                <Spinner label={<Trans>Importing…</Trans>} />
              )}
            </div>
          ) : null}
          {imported ? (
            <div role="status" className={`${alertClass({ tone: 'success' })} ${styles.result}`}>
              <p className={styles.resultTitle}>
                <Trans>Imported into your account:</Trans>
              </p>
              <Counts counts={imported} />
              <p className={styles.links}>
                <Link href={paths.financas.panel} className={styles.link}>
                  <Trans>Go to Finances</Trans>
                </Link>
                <Link href={paths.livros.list} className={styles.link}>
                  <Trans>Go to Books</Trans>
                </Link>
              </p>
            </div>
          ) : null}
          {failure?.during === 'import' ? (
            <div role="alert" className={alertClass({ tone: 'danger' })}>
              <span>{i18n._(failure.message)}</span>
              {failure.problems.length > 0 ? <Problems problems={failure.problems} placeOf={placeOf} /> : null}
            </div>
          ) : null}
        </section>
      </div>
    </section>
  )
}

function Exported({ fileName, counts, importable }: { fileName: string; counts: UserDataCounts; importable: boolean }) {
  return (
    <div role="status" className={`${alertClass({ tone: 'success' })} ${styles.result}`}>
      <p className={styles.resultTitle}>
        <Trans>Saved {fileName}, with:</Trans>
      </p>
      <Counts counts={counts} />
      {importable ? null : (
        <p>
          <Trans>This file is larger than 20 MB, the most an import takes: it cannot be imported back into an account as it is.</Trans>
        </p>
      )}
    </div>
  )
}

function PreviewTitle({ fileName }: { fileName: string }) {
  return (
    <p id="preview-title" className={styles.resultTitle}>
      <Trans>{fileName} will import:</Trans>
    </p>
  )
}

function Counts({ counts }: { counts: UserDataCounts }) {
  const { i18n } = useLingui()
  return (
    <ul className={styles.counts}>
      {countLabels.map(([kind, label]) => (
        <li key={kind} className={styles.count}>
          <span className={styles.countValue}>{counts[kind].toLocaleString(i18n.locale)}</span>
          <span className={styles.countLabel}>{i18n._(label)}</span>
        </li>
      ))}
    </ul>
  )
}

function Problems({ problems, placeOf }: { problems: readonly UserDataProblem[]; placeOf: (path: string) => string }) {
  const { i18n } = useLingui()
  const more = problems.length - PROBLEMS_SHOWN
  return (
    <ul className={styles.problems}>
      {problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => (
        <li key={`${problem.path}-${index}`}>
          <span className={styles.problemPlace}>{placeOf(problem.path)}</span>
          {problem.message ? `: ${i18n._(problem.message)}` : null}
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Trans>and {more} more</Trans>
        </li>
      ) : null}
    </ul>
  )
}
