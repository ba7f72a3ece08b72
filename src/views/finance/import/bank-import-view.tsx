// Import a bank statement (/financas/importar, docs/product-rules.md#bank-statement-import): drop or choose an OFX or
// CSV file, choose the account or card it goes to (preselected when the last file of the same bank account went
// there), map the columns of a CSV no profile knows, review the rows (what each becomes, its category, why a
// row looks like one already here), confirm, and see what was written; above the steps, the past imports with Undo,
// folded. Nothing the user is looking at moves as the steps come in: the past imports keep their height above them,
// and the drop zone keeps a line for the file's name and one for what was read in it.
// Flow state lives in the bank import machine (and the past imports' own machine); this view renders it.
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Link } from 'wouter'
import { bankImportMachine, shownRows } from '@machines/finance/import/bank-import.machine'
import type { BankImportMachine, MappingField } from '@machines/finance/import/bank-import.machine'
import type { ImportHistoryMachine } from '@machines/finance/import/import-history.machine'
import { summaryTarget, targetOf } from '@machines/finance/import/import-memory'
import {
  canInclude,
  includedAction,
  importTotals,
  isIncluded,
  offersLinkChoice,
  rowAction,
  rowCategory,
  rowCategoryType,
  situationCounts,
  takesCategory,
} from '@machines/finance/import/import-rows'
import type { RowChoices, SituationFilter } from '@machines/finance/import/import-rows'
import { importCharsets } from '@contract/bank-import'
import type { ImportPreview, ImportReconciliation, ImportResult, ImportRow } from '@contract/bank-import'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import { cardName } from '@/lib/card-name'
import { monthOfDay } from '@/lib/month'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import type { LocalStatementFile } from '@/lib/statement-file'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { FieldError } from '@/components/form/form-field'
import { MachineForm } from '@/components/form/machine-form'
import { SelectField } from '@/components/form/select-field'
import { Spinner } from '@/components/spinner/spinner'
import { fieldMessage } from '@/i18n/field-messages'
import { formatMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { button, card, input, visuallyHidden } from '@/styles/recipes.css'
import { balanceTone, Total } from '../accounts/bank-account-balance'
import * as accountStyles from '../accounts/bank-accounts.css'
import * as own from './bank-import.css'
import { DataTable } from '../data-table'
import * as styles from '../finance.css'
import { categoryLabel } from '../finance-labels'
import { charsetNames, dateFormatLabels, decimalLabels, profileLabels, situationLabels } from './import-labels'
import { ImportHistorySection } from './import-history-section'
import { TablePaging } from '../table-paging'

export interface BankImportViewProps extends Partial<PageProps> {
  logic?: BankImportMachine
  historyLogic?: ImportHistoryMachine
  /** The current time (tests fix it): which past imports can still be undone. */
  clock?: () => Date
}

const systemClock = () => new Date()

/** The same items in the same order: a filtered list read again is the same list (no render for nothing). */
const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, index) => item === b[index])

type ImportActor = ActorRefFrom<BankImportMachine>

export default function BankImportView({ logic, historyLogic, clock = systemClock }: BankImportViewProps) {
  const actor = useActorRef(useLogic(bankImportMachine, logic), actorOptions())
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const mapping = useSelector(actor, (s) => s.matches('mapping'))
  const reviewing = useSelector(actor, (s) => s.matches('preview') || s.matches('confirming'))
  const done = useSelector(actor, (s) => s.matches('done'))
  const alert = useSelector(actor, (s) => s.context.alert)
  const revision = useSelector(actor, (s) => s.context.revision)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const cards = useSelector(actor, (s) => s.context.cards)
  // Whether the past imports are unfolded: the page machine's, not the list's, which is made anew at every reading.
  const historyOpen = useSelector(actor, (s) => s.context.historyOpen)
  const banner = alert ? <AlertBanner alert={alert} onDismiss={() => actor.send({ type: 'alert.dismiss' })} /> : null
  // A step's heading takes the focus once it is on screen, when the control that led there is gone.
  useEffect(() => {
    const subscription = actor.on('step.focus', ({ step }) => setTimeout(() => document.getElementById(`${step}-title`)?.focus(), 0))
    return () => subscription.unsubscribe()
  }, [actor])

  return (
    <section className={styles.page} aria-labelledby="import-title" aria-busy={busy}>
      <Link href={paths.financas.panel} className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Back to Finances</Trans>
      </Link>
      <div className={styles.heading}>
        <h1 id="import-title" className={styles.title}>
          <Trans>Import a bank statement</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Bring in your bank's OFX or CSV file: review each row, leave out what is already here, then confirm. Nothing is written before you confirm.</Trans>
        </p>
      </div>

      {/* Read again after every import confirmed (a new row of the list); unfolded or not as the user left it. */}
      <ImportHistorySection key={revision} logic={historyLogic} now={clock().toISOString()} accounts={accounts} cards={cards} open={historyOpen} onToggle={() => actor.send({ type: 'history.toggle' })} />

      {loading ? (
        <Spinner label={<Trans>Loading your accounts and cards…</Trans>} />
      ) : failed ? (
        alert ? (
          <AlertBanner alert={alert}>
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'options.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </AlertBanner>
        ) : null
      ) : (
        <>
          <FileStep actor={actor} banner={mapping || reviewing || done ? null : banner} />
          {mapping ? <MappingStep actor={actor} banner={banner} /> : null}
          {reviewing ? <PreviewStep actor={actor} banner={banner} /> : null}
          {done ? <ResultStep actor={actor} /> : null}
        </>
      )}
    </section>
  )
}

/** What a target select value names: the account's name or the card's. */
function targetName(value: string, accounts: readonly BankAccount[], cards: readonly BankCard[]): string {
  const target = targetOf(value)
  if (!target) return ''
  if (target.tipo === 'conta') return accounts.find((account) => account.id === target.id)?.nome ?? ''
  const bankCard = cards.find((candidate) => candidate.id === target.id)
  return bankCard ? cardName(bankCard) : ''
}

/** What the browser recognised in the file: its format and layout, and the bank account it names. */
function FileFacts({ local }: { local: LocalStatementFile }) {
  const { i18n } = useLingui()
  const account = local.contaArquivo?.conta
  if (local.formato === null) return null
  const kind = local.formato === 'ofx' ? 'OFX' : local.perfil ? i18n._(profileLabels[local.perfil]) : local.unknownLayout ? null : 'CSV'
  return (
    <p className={own.text}>
      {kind ?? <Trans>A CSV of a layout no profile knows: you will say which columns hold what.</Trans>}
      {account ? (
        <>
          {' · '}
          <Trans>bank account {account}</Trans>
        </>
      ) : null}
    </p>
  )
}

/** The file (a drop zone and a button) and the account or card it goes to. */
function FileStep({ actor, banner }: { actor: ImportActor; banner: ReactNode }) {
  const { t } = useLingui()
  const fileInput = useRef<HTMLInputElement>(null)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const cards = useSelector(actor, (s) => s.context.cards)
  const file = useSelector(actor, (s) => s.context.file)
  const local = useSelector(actor, (s) => s.context.local)
  const values = useSelector(actor, (s) => s.context.choice.values)
  const errors = useSelector(actor, (s) => s.context.choice.errors)
  const remembered = useSelector(actor, (s) => s.context.remembered)
  const choosing = useSelector(actor, (s) => s.matches('choosing'))
  const reading = useSelector(actor, (s) => s.matches('reading'))
  const sending = useSelector(actor, (s) => s.matches('sending'))
  const canChooseFile = useSelector(actor, (s) => s.matches('choosing') || s.matches('mapping') || s.matches({ preview: 'reviewing' }) || s.matches('done'))
  const nothingToChoose = accounts.length === 0 && cards.length === 0
  const fileErrorId = 'import-file-error'
  const choose = (files: FileList | null | undefined) => {
    const chosen = files?.[0]
    if (chosen && canChooseFile) actor.send({ type: 'file.choose', file: chosen })
  }
  const picker = (
    <input
      ref={fileInput}
      type="file"
      accept=".ofx,.qfx,.csv,.txt,application/x-ofx,text/csv"
      tabIndex={-1}
      aria-label={t`Statement file`}
      className={visuallyHidden}
      disabled={!canChooseFile}
      onChange={(event) => {
        const files = event.target.files
        // The same file can be chosen again (after fixing it elsewhere, or to read it anew).
        choose(files)
        event.target.value = ''
      }}
    />
  )

  if (!choosing && !reading && !sending) {
    // Past the choose step: the file and its target in one line, and another file at hand.
    return (
      <section className={`${card({ padding: 'md' })} ${own.step}`} aria-labelledby="file-title">
        <h2 id="file-title" tabIndex={-1} className={styles.sectionTitle}>
          <Trans>File</Trans>
        </h2>
        <p className={own.fileLine}>
          {file?.name} → {targetName(values.target, accounts, cards)}
        </p>
        <div className={own.actions}>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={!canChooseFile} onClick={() => fileInput.current?.click()}>
            <Trans>Choose another file</Trans>
          </button>
          {picker}
        </div>
      </section>
    )
  }

  return (
    <section className={`${card({ padding: 'lg' })} ${own.step}`} aria-labelledby="file-title">
      <div className={own.stepHeader}>
        <h2 id="file-title" tabIndex={-1} className={styles.sectionTitle}>
          <Trans>The file and where it goes</Trans>
        </h2>
        <p className={own.text}>
          <Trans>OFX or QFX from any bank, or the CSV of Nubank, Inter, Itaú, Bradesco or Banco do Brasil (another CSV too: you say which columns hold what). Up to 5 MB.</Trans>
        </p>
        {cards.length > 0 && accounts.length > 0 ? (
          <p className={own.text}>
            <Trans>With cards, import each card's file before the account's: the account's bill payments then pay those bills instead of counting as expenses.</Trans>
          </p>
        ) : null}
      </div>
      {nothingToChoose ? (
        <p className={own.text}>
          <Trans>
            Register a <Link href={paths.financas.contas}>bank account</Link> or a <Link href={paths.financas.cadastrarCartao}>card with its closing and due days</Link> first: the rows go into one of them.
          </Trans>
        </p>
      ) : null}
      <MachineForm className={own.chooseGrid} busy={reading || sending} onSubmit={() => actor.send({ type: 'file.send' })}>
        <div
          className={own.dropZone}
          aria-invalid={errors.arquivo ? true : undefined}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault()
            choose(event.dataTransfer.files)
          }}
        >
          <p className={own.dropText}>
            <Trans>Drop the statement file here, or</Trans>
          </p>
          {/* aria-disabled, not disabled, while the file is read: a disabled button would drop the focus. */}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            aria-disabled={!canChooseFile || undefined}
            aria-invalid={errors.arquivo ? true : undefined}
            aria-describedby={errors.arquivo ? fileErrorId : undefined}
            onClick={() => (canChooseFile ? fileInput.current?.click() : undefined)}
          >
            {file ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>}
          </button>
          {picker}
          {/* A line for the name and one for what was read, there before the file: the fields below stay put. */}
          <p className={file ? own.fileName : own.noFile} title={file?.name}>
            {file ? file.name : <Trans>No file chosen yet.</Trans>}
          </p>
          <div className={own.fileFacts}>
            {reading ? (
              <p role="status" className={own.text}>
                <Trans>Reading the file…</Trans>
              </p>
            ) : local ? (
              <FileFacts local={local} />
            ) : null}
          </div>
          <FieldError id={fileErrorId} error={errors.arquivo} />
        </div>
        <div className={own.fields}>
          <SelectField
            label={<Trans>Account or card</Trans>}
            name="target"
            value={values.target}
            error={errors.target}
            disabled={!choosing}
            onChange={(value) => actor.send({ type: 'target.change', value })}
          >
            <option value="">{t`Choose…`}</option>
            {accounts.length > 0 ? (
              <optgroup label={t`Bank accounts`}>
                {accounts.map((account) => (
                  <option key={account.id} value={`conta:${account.id}`}>
                    {account.nome}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {cards.length > 0 ? (
              <optgroup label={t`Cards`}>
                {cards.map((bankCard) => (
                  <option key={bankCard.id} value={`cartao:${bankCard.id}`}>
                    {cardName(bankCard)}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </SelectField>
          <div className={own.actions}>
            <button type="submit" className={button({ variant: 'primary' })} aria-disabled={!choosing || undefined}>
              {sending ? <Trans>Reading the rows…</Trans> : <Trans>See the rows</Trans>}
            </button>
          </div>
          {/* Under the button, not the select: it comes once the file is read, and moves nothing below it. */}
          {remembered ? (
            <p className={own.note}>
              <Trans>Chosen because the last file of this bank account went there.</Trans>
            </p>
          ) : null}
          {sending ? <Spinner label={<Trans>Sending the file and matching its rows with your entries…</Trans>} /> : null}
        </div>
      </MachineForm>
      {banner}
    </section>
  )
}

/** The columns of a CSV no profile knows: the day, the description, the amount (or credit and debit). */
function MappingStep({ actor, banner }: { actor: ImportActor; banner: ReactNode }) {
  const { i18n, t } = useLingui()
  const local = useSelector(actor, (s) => s.context.local)
  const values = useSelector(actor, (s) => s.context.mapping.values)
  const errors = useSelector(actor, (s) => s.context.mapping.errors)
  const columns = local?.columns ?? []
  const change = (field: MappingField) => (value: string) => actor.send({ type: 'mapping.change', field, value })
  const columnOptions = (
    <>
      <option value="">{t`Choose…`}</option>
      {columns.map((column) => {
        const position = column.position + 1
        const name = column.name ?? t`Column ${position}`
        const sample = column.sample
        return (
          <option key={column.position} value={String(column.position)}>
            {sample ? t`${name} (e.g. ${sample})` : name}
          </option>
        )
      })}
    </>
  )
  const columnField = (field: MappingField, label: ReactNode) => (
    <SelectField key={field} label={label} name={field} value={values[field]} error={errors[field]} disabled={false} onChange={change(field)}>
      {columnOptions}
    </SelectField>
  )
  return (
    <section className={`${card({ padding: 'lg' })} ${own.step}`} aria-labelledby="mapping-title">
      <div className={own.stepHeader}>
        <h2 id="mapping-title" tabIndex={-1} className={styles.sectionTitle}>
          <Trans>The file's columns</Trans>
        </h2>
        <p className={own.text}>
          <Trans>This CSV's layout is not one the import knows. Say which columns hold the day, the description and the amount; the next file of this account starts with your choice.</Trans>
        </p>
      </div>
      <MachineForm className={own.step} onSubmit={() => actor.send({ type: 'mapping.submit' })}>
        <div className={own.mappingGrid}>
          {columnField('data', <Trans>Day</Trans>)}
          {columnField('descricao', <Trans>Description</Trans>)}
          <fieldset className={`${styles.fieldset} ${own.mappingWhole}`}>
            <legend className={styles.legend}>
              <Trans>Amounts</Trans>
            </legend>
            <div className={styles.radios}>
              <label className={styles.radio}>
                <input type="radio" name="modo" value="valor" checked={values.modo === 'valor'} onChange={() => change('modo')('valor')} />
                <Trans>One column, money out negative</Trans>
              </label>
              <label className={styles.radio}>
                <input type="radio" name="modo" value="creditoDebito" checked={values.modo === 'creditoDebito'} onChange={() => change('modo')('creditoDebito')} />
                <Trans>A credit and a debit column</Trans>
              </label>
            </div>
          </fieldset>
          {values.modo === 'valor' ? columnField('valor', <Trans>Amount</Trans>) : [columnField('credito', <Trans>Credit (money in)</Trans>), columnField('debito', <Trans>Debit (money out)</Trans>)]}
          <SelectField label={<Trans>Day format</Trans>} name="formatoData" value={values.formatoData} error={errors.formatoData} disabled={false} onChange={change('formatoData')}>
            {(['dd/mm/yyyy', 'yyyy-mm-dd', 'mm/dd/yyyy'] as const).map((format) => (
              <option key={format} value={format}>
                {i18n._(dateFormatLabels[format])}
              </option>
            ))}
          </SelectField>
          <SelectField label={<Trans>Amounts written with</Trans>} name="decimal" value={values.decimal} error={errors.decimal} disabled={false} onChange={change('decimal')}>
            {([',', '.'] as const).map((decimal) => (
              <option key={decimal} value={decimal}>
                {i18n._(decimalLabels[decimal])}
              </option>
            ))}
          </SelectField>
        </div>
        <label className={own.checkLine}>
          <input type="checkbox" checked={values.inverterSinal === 'true'} onChange={(event) => change('inverterSinal')(event.target.checked ? 'true' : '')} />
          <Trans>Purchases are written positive (a card bill): invert every amount</Trans>
        </label>
        <div className={own.endActions}>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'mapping.cancel' })}>
            <Trans>Back</Trans>
          </button>
          <button type="submit" className={button({ variant: 'primary' })}>
            <Trans>Read the file with these columns</Trans>
          </button>
        </div>
      </MachineForm>
      {banner}
    </section>
  )
}

/** Where the entry a row matched can be seen: a card's statement, the entries of its month, an account's statement. */
function matchHref(row: ImportRow, preview: ImportPreview): string | null {
  const match = row.existente
  if (!match) return null
  const month = monthOfDay(match.data) ?? undefined
  if (match.tipo === 'pagamentoFatura') return row.faturaCartaoId !== undefined ? paths.financas.cartaoFaturas(row.faturaCartaoId, row.faturaMes) : null
  if (match.tipo === 'transferencia') {
    const accountId = row.transferenciaContaId ?? preview.contaBancariaId
    return accountId !== null ? paths.financas.conta(accountId, month) : null
  }
  if (preview.cartaoId !== null) return paths.financas.cartaoFaturas(preview.cartaoId, row.faturaMes)
  return month ? paths.financas.lancamentosDoMes(month) : paths.financas.lancamentoFinanceiro
}

/** Why a row is what it is: the entry it matched (with a link to it), the reason it is left out. */
function RowExplanation({ row, preview }: { row: ImportRow; preview: ImportPreview }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const match = row.existente
  if (match) {
    const description = match.descricao
    const day = format.isoDay(match.data)
    const amount = format.money(Math.abs(match.valor))
    const href = matchHref(row, preview)
    const month = row.faturaMes ? formatMonth(row.faturaMes, i18n.locale) : ''
    const text =
      match.tipo === 'pagamentoFatura' ? (
        <Trans>Pays the {month} bill ({amount}).</Trans>
      ) : match.tipo === 'transferencia' ? (
        <Trans>
          The other side of the transfer “{description}” of {day}, {amount}.
        </Trans>
      ) : row.situacao === 'importada' ? (
        <Trans>
          Already here as “{description}” of {day}, {amount}.
        </Trans>
      ) : row.situacao === 'excluida' ? (
        <Trans>
          Imported before as “{description}” of {day}, {amount}, and deleted since.
        </Trans>
      ) : row.situacao === 'transferencia' ? (
        <Trans>
          Pays “{description}” of {day}, {amount}.
        </Trans>
      ) : (
        <Trans>
          Same as “{description}” of {day}, {amount}.
        </Trans>
      )
    return (
      <p className={own.detail}>
        {text}
        {row.situacao === 'possivelDuplicata' && match.importado ? ` ${t`That entry came from another file: the bank says they are two.`}` : null}
        {href ? (
          <Link href={href} className={own.detailLink} aria-label={t`See “${description}” of ${day}`}>
            <Trans>See it</Trans>
          </Link>
        ) : null}
      </p>
    )
  }
  if (row.situacao === 'excluida') {
    return (
      <p className={own.detail}>
        <Trans>Imported before and deleted since: tick it to import it again.</Trans>
      </p>
    )
  }
  if (row.motivo) {
    const reason = fieldMessage(row.motivo)
    return (
      <p className={own.detail}>
        {reason ? i18n._(reason) : null}
        {row.texto ? ` “${row.texto}”` : null}
      </p>
    )
  }
  return null
}

/** A row's category select: the categories of its type (money out: expenses; money in: income). */
function CategoryCell({ actor, row, choices, categories }: { actor: ImportActor; row: ImportRow; choices: RowChoices; categories: readonly Category[] }) {
  const { i18n, t } = useLingui()
  const action = rowAction(row, choices)
  if (!takesCategory(row, action)) {
    return <span className={own.detail}>{action === 'vincular' ? <Trans>Keeps its own</Trans> : '—'}</span>
  }
  const type = rowCategoryType(row)
  const chosen = rowCategory(row, choices)
  const description = row.descricao
  return (
    <select
      className={`${input()} ${own.categorySelect}`}
      aria-label={t`Category of ${description}`}
      value={chosen === null ? '' : String(chosen)}
      onChange={(event) => actor.send({ type: 'row.category', linha: row.linha, categoriaId: event.target.value === '' ? null : Number(event.target.value) })}
    >
      <option value="">{t`No category`}</option>
      {categories
        .filter((category) => category.tipoCategoria === type)
        .map((category) => (
          <option key={category.id} value={String(category.id)}>
            {categoryLabel(category, categories, i18n)}
          </option>
        ))}
    </select>
  )
}

/** One preview row: the checkbox, the day, the description with its details, the amount, the situation, the category. */
function PreviewRow({ actor, row, preview, choices, categories, busy }: { actor: ImportActor; row: ImportRow; preview: ImportPreview; choices: RowChoices; categories: readonly Category[]; busy: boolean }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const action = rowAction(row, choices)
  const description = row.descricao
  const numero = row.parcela?.numero
  const total = row.parcela?.total
  const statementMonth = row.faturaMes ? formatMonth(row.faturaMes, i18n.locale) : null
  return (
    <tr className={styles.tr}>
      <td className={`${styles.td} ${own.checkCell}`} data-label={t`Import`}>
        <input
          type="checkbox"
          checked={isIncluded(action)}
          disabled={busy || !canInclude(row)}
          aria-label={t`Import ${description}`}
          onChange={(event) => actor.send({ type: 'row.action', linha: row.linha, acao: event.target.checked ? includedAction(row) : 'ignorar' })}
        />
      </td>
      <td className={`${styles.td} ${own.dayCell}`} data-label={t`Date`}>
        {row.data ? <time dateTime={row.data}>{format.isoDay(row.data)}</time> : '—'}
      </td>
      <td className={`${styles.td} ${own.descriptionCell}`} data-label={t`Description`}>
        <span className={own.description}>
          <span className={own.descriptionText}>{description || '—'}</span>
          {numero !== undefined ? (
            <span className={own.detail}>
              <Trans>Installment {numero} of {total}</Trans>
            </span>
          ) : null}
          {statementMonth && preview.cartaoId !== null ? (
            <span className={own.detail}>
              <Trans>On the {statementMonth} bill</Trans>
            </span>
          ) : null}
          <RowExplanation row={row} preview={preview} />
          {offersLinkChoice(row) && isIncluded(action) ? (
            <select
              className={`${input()} ${own.linkChoice}`}
              aria-label={t`What to do with ${description}`}
              value={action}
              disabled={busy}
              onChange={(event) => actor.send({ type: 'row.action', linha: row.linha, acao: event.target.value === 'vincular' ? 'vincular' : 'importar' })}
            >
              <option value="vincular">{t`Link to that entry`}</option>
              <option value="importar">{t`Import as a new entry`}</option>
            </select>
          ) : null}
        </span>
      </td>
      <td className={`${styles.td} ${accountStyles.moneyCell}`} data-label={t`Amount`}>
        {row.valor === null ? '—' : <span className={`${accountStyles.money} ${balanceTone(row.valor)}`}>{format.money(row.valor)}</span>}
      </td>
      <td className={styles.td} data-label={t`Status`}>
        <span className={own.situation({ tone: row.situacao })}>{i18n._(situationLabels[row.situacao])}</span>
      </td>
      <td className={styles.td} data-label={t`Category`}>
        <CategoryCell actor={actor} row={row} choices={choices} categories={categories} />
      </td>
    </tr>
  )
}

/** "Account balance on 31 May after importing: R$ X — the same as the bank's" (or by how much it differs). */
function ReconciliationLine({ reconciliation, account }: { reconciliation: ImportReconciliation; account: string }) {
  const format = useFormat()
  const day = format.isoDay(reconciliation.data)
  const balance = format.money(reconciliation.saldoConta)
  const bank = format.money(reconciliation.saldoArquivo)
  const difference = format.money(Math.abs(reconciliation.diferenca))
  return (
    <p className={own.reconciliation}>
      {reconciliation.diferenca === 0 ? (
        <Trans>
          Balance of {account} on {day} after importing: {balance} — the same as the bank's.
        </Trans>
      ) : (
        <Trans>
          Balance of {account} on {day} after importing: {balance} — it differs from the bank's ({bank}) by {difference}.
        </Trans>
      )}
    </p>
  )
}

/** The preview: how the file was read, the filters, the rows, the totals, the reconciliation and Confirm. */
function PreviewStep({ actor, banner }: { actor: ImportActor; banner: ReactNode }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const preview = useSelector(actor, (s) => s.context.preview)
  const choices = useSelector(actor, (s) => s.context.choices)
  const filter = useSelector(actor, (s) => s.context.filter)
  const visible = useSelector(actor, (s) => s.context.visible)
  const categories = useSelector(actor, (s) => s.context.categories)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const cards = useSelector(actor, (s) => s.context.cards)
  const rows = useSelector(actor, (s) => shownRows(s.context), sameItems)
  const canMore = useSelector(actor, (s) => s.can({ type: 'table.more' }))
  const canLess = useSelector(actor, (s) => s.can({ type: 'table.less' }))
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'import.confirm' }))
  // The statements the import may switch to: another one of the target's kind.
  const choosable = useSelector(actor, (s) => (s.context.preview?.extratos ?? []).filter((each) => s.can({ type: 'statement.choose', extrato: each.indice })).map((each) => each.indice), sameItems)
  const resending = useSelector(actor, (s) => s.matches({ preview: 'resending' }))
  const confirming = useSelector(actor, (s) => s.matches('confirming'))
  const busy = resending || confirming
  if (!preview) return null
  const totals = importTotals(preview.linhas, choices)
  const writes = totals.importar + totals.vincular
  const targetLabel = targetName(summaryTarget(preview), accounts, cards)
  const from = preview.periodo.de ? format.isoDay(preview.periodo.de) : '—'
  const to = preview.periodo.ate ? format.isoDay(preview.periodo.ate) : '—'
  const counts = situationCounts(preview).filter(([, count]) => count > 0)
  const filterButton = (value: SituationFilter, label: string, count: number) => (
    <button
      key={value}
      type="button"
      className={`${button({ variant: 'secondary', size: 'sm' })} ${own.toggleButton}`}
      aria-pressed={filter === value}
      disabled={busy}
      onClick={() => actor.send({ type: 'filter.change', filter: value })}
    >
      {label} ({count.toLocaleString(i18n.locale)})
    </button>
  )
  const declared = preview.charsetDeclarado
  const charsetName = charsetNames[preview.charset] ?? preview.charset
  return (
    <section className={`${card({ padding: 'lg' })} ${own.step}`} aria-labelledby="preview-title" aria-busy={busy}>
      <div className={own.stepHeader}>
        <h2 id="preview-title" tabIndex={-1} className={styles.sectionTitle}>
          <Trans>Review the rows</Trans>
        </h2>
        <p className={own.text}>
          <Trans>
            {preview.nomeArquivo} into {targetLabel}: {preview.linhas.length} rows from {from} to {to}.
          </Trans>
        </p>
      </div>

      <div className={own.choiceLine} role="group" aria-labelledby="charset-label">
        <span id="charset-label" className={own.choiceLabel}>
          <Trans>Read as {charsetName}</Trans>
          {declared ? ` ${t`(the file says ${declared})`}` : null}
          {'. '}
          <Trans>Accents look wrong? Read it as:</Trans>
        </span>
        {importCharsets.map((charset) => (
          <button
            key={charset}
            type="button"
            className={`${button({ variant: 'secondary', size: 'sm' })} ${own.toggleButton}`}
            aria-pressed={preview.charset === charset}
            disabled={busy}
            onClick={() => actor.send({ type: 'charset.change', charset })}
          >
            {charsetNames[charset]}
          </button>
        ))}
      </div>

      {preview.extratos.length > 1 ? (
        <div className={own.choiceLine} role="group" aria-labelledby="statements-label">
          <span id="statements-label" className={own.choiceLabel}>
            <Trans>This file holds {preview.extratos.length} statements; importing:</Trans>
          </span>
          {preview.extratos.map((statement) => {
            const number = statement.indice + 1
            const rowCount = statement.quantidade
            const name = statement.conta ?? ''
            return (
              <button
                key={statement.indice}
                type="button"
                className={`${button({ variant: 'secondary', size: 'sm' })} ${own.toggleButton}`}
                aria-pressed={preview.extrato === statement.indice}
                disabled={busy || (preview.extrato !== statement.indice && !choosable.includes(statement.indice))}
                onClick={() => actor.send({ type: 'statement.choose', extrato: statement.indice })}
              >
                {statement.tipo === 'card' ? t`${number}. Card ${name} (${rowCount} rows)` : t`${number}. Account ${name} (${rowCount} rows)`}
              </button>
            )
          })}
        </div>
      ) : null}
      {resending ? <Spinner label={<Trans>Reading the file again…</Trans>} /> : null}

      <div className={own.filters} role="group" aria-label={t`Show rows`}>
        {filterButton('todas', t({ message: 'All', context: 'rows' }), preview.linhas.length)}
        {counts.map(([situation, count]) => filterButton(situation, i18n._(situationLabels[situation]), count))}
      </div>

      {rows.length > 10 ? (
        <a
          href="#import-rows-end"
          className={own.skipRows}
          onClick={(event) => {
            event.preventDefault()
            document.getElementById('import-rows-end')?.focus()
          }}
        >
          <Trans>Skip the rows: go to the totals and the import button</Trans>
        </a>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No rows in this file.</Trans>
        </p>
      ) : (
        <DataTable headers={[<Trans>Import</Trans>, <Trans>Date</Trans>, <Trans>Description</Trans>, <Trans>Amount</Trans>, <Trans>Status</Trans>, <Trans>Category</Trans>]} numeric={[3]} wide>
          {rows.slice(0, visible).map((row) => (
            <PreviewRow key={row.linha} actor={actor} row={row} preview={preview} choices={choices} categories={categories} busy={busy} />
          ))}
        </DataTable>
      )}
      <TablePaging
        shown={Math.min(visible, rows.length)}
        total={rows.length}
        canMore={canMore}
        canLess={canLess}
        onMore={() => actor.send({ type: 'table.more' })}
        onLess={() => actor.send({ type: 'table.less' })}
      />

      <ul id="import-rows-end" tabIndex={-1} className={`${accountStyles.totals} ${own.rowsEnd}`} aria-label={t`What confirming writes`}>
        <Total label={<Trans>Rows to import</Trans>} value={totals.importar.toLocaleString(i18n.locale)} tone="" />
        <Total label={<Trans>Money in</Trans>} value={format.money(totals.entradas)} tone={accountStyles.income} />
        <Total label={<Trans>Money out</Trans>} value={format.money(totals.saidas)} tone={accountStyles.expense} />
        <Total label={<Trans>Linked to entries already here</Trans>} value={totals.vincular.toLocaleString(i18n.locale)} tone="" />
        <Total label={<Trans>Left out</Trans>} value={totals.ignorar.toLocaleString(i18n.locale)} tone="" />
      </ul>
      {preview.reconciliacao ? (
        <div>
          <ReconciliationLine reconciliation={preview.reconciliacao} account={targetLabel} />
          {Object.keys(choices).length > 0 ? (
            <p className={own.note}>
              <Trans>Worked out with the rows as proposed; the rows you changed may move it.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}

      {banner}
      {confirming ? <Spinner label={<Trans>Importing {writes} rows…</Trans>} /> : null}
      <div className={own.endActions}>
        <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={() => actor.send({ type: 'import.restart' })}>
          <Trans>Back</Trans>
        </button>
        <button type="button" className={button({ variant: 'primary' })} aria-disabled={!canConfirm || undefined} onClick={() => actor.send({ type: 'import.confirm' })}>
          {confirming ? <Trans>Importing…</Trans> : <Trans>Import {writes} rows</Trans>}
        </button>
      </div>
    </section>
  )
}

/** The counts written, the reconciliation, and where to see them. */
function ResultStep({ actor }: { actor: ImportActor }) {
  const { i18n, t } = useLingui()
  const result = useSelector(actor, (s) => s.context.result)
  const preview = useSelector(actor, (s) => s.context.preview)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const cards = useSelector(actor, (s) => s.context.cards)
  if (!result || !preview) return null
  const month = (preview.periodo.ate ? monthOfDay(preview.periodo.ate) : null) ?? undefined
  const lastStatement = preview.linhas.reduce<string | undefined>((latest, row) => (row.faturaMes && (!latest || row.faturaMes > latest) ? row.faturaMes : latest), undefined)
  const targetLabel = targetName(summaryTarget(preview), accounts, cards)
  const count = (value: ImportResult[keyof Omit<ImportResult, 'reconciliacao'>]) => value.toLocaleString(i18n.locale)
  return (
    <section className={`${card({ padding: 'lg' })} ${own.step}`} aria-labelledby="result-title">
      <h2 id="result-title" tabIndex={-1} className={styles.sectionTitle}>
        <Trans>Imported into your finances</Trans>
      </h2>
      <div role="status" className={own.step}>
        <ul className={accountStyles.totals} aria-label={t`What was written`}>
          <Total label={<Trans>New entries</Trans>} value={count(result.importados)} tone="" />
          <Total label={<Trans>Linked to entries already here</Trans>} value={count(result.vinculados)} tone="" />
          <Total label={<Trans>Transfers and bill payments</Trans>} value={count(result.transferencias)} tone="" />
          <Total label={<Trans>Left out</Trans>} value={count(result.ignorados)} tone="" />
        </ul>
        {result.reconciliacao ? <ReconciliationLine reconciliation={result.reconciliacao} account={targetLabel} /> : null}
      </div>
      <p className={own.links}>
        {preview.contaBancariaId !== null ? (
          <Link href={paths.financas.conta(preview.contaBancariaId, month)} className={own.link}>
            <Trans>See the statement of {targetLabel}</Trans>
          </Link>
        ) : null}
        {preview.cartaoId !== null ? (
          <Link href={paths.financas.cartaoFaturas(preview.cartaoId, lastStatement)} className={own.link}>
            <Trans>See the bills of {targetLabel}</Trans>
          </Link>
        ) : null}
        <Link href={month ? paths.financas.lancamentosDoMes(month) : paths.financas.lancamentoFinanceiro} className={own.link}>
          <Trans>See the entries</Trans>
        </Link>
      </p>
      <div className={own.actions}>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'import.restart' })}>
          <Trans>Import another file</Trans>
        </button>
      </div>
    </section>
  )
}
