// Include card images (/pokemon/incluirPokemon, Admin): the naming rule with an example, a
// PNG picker and drop zone, the selected files with a check of each name, the upload with a progress bar, the
// outcome (saved and rejected files with reasons) and tips. Flow state lives in the image upload machine.
import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { imageUploadMachine, imageUploadMessages, uploadFailureMessage, uploadProblemMessages } from '@machines/collection/image-upload.machine'
import type { ImageUploadMachine } from '@machines/collection/image-upload.machine'
import { BOOSTER_NAMES, CARD_SET_CODES, CARD_SETS } from '@contract/card-collection'
import { CARD_FILE_NAME_EXAMPLE, ORIGINAL_CARD_FILE_NAME_EXAMPLES } from '@contract/card-file-name'
import type { PageProps } from '@/lib/page'
import { MachineForm } from '@/components/form/machine-form'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, button, card, visuallyHidden } from '@/styles/recipes.css'
import * as styles from './cards.css'

/** 1.5 MB, 320 KB: sizes for people, in the page's language. */
function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`
}

export default function ImageUploadView({ logic }: Partial<PageProps> & { logic?: ImageUploadMachine }) {
  const { i18n, t } = useLingui()
  const actor = useActorRef(useLogic(imageUploadMachine, logic), actorOptions())
  const pickerId = useId()
  const statusId = useId()
  const selection = useSelector(actor, (s) => s.context.selection)
  const progress = useSelector(actor, (s) => s.context.progress)
  const result = useSelector(actor, (s) => s.context.result)
  const failure = useSelector(actor, (s) => s.context.failure)
  const error = useSelector(actor, (s) => s.context.error)
  const skipped = useSelector(actor, (s) => s.context.skipped)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const succeeded = useSelector(actor, (s) => s.matches('success'))
  const failed = useSelector(actor, (s) => s.matches('failure'))

  const add = (files: FileList | null) => {
    if (files && files.length > 0) actor.send({ type: 'files.add', files: [...files] })
  }
  const sent = progress ? formatSize(progress.loaded, i18n.locale) : ''
  const totalSize = progress ? formatSize(progress.total, i18n.locale) : ''
  const savedCount = result?.saved.length ?? 0
  const selectedCount = selection.length
  const serverRejections = failed && failure ? Object.entries(failure.fieldErrors ?? {}) : []
  const setCodes = CARD_SETS.map((set) => CARD_SET_CODES[set]).join(', ')
  const boosters = BOOSTER_NAMES.join(', ')

  return (
    <section className={styles.page} aria-labelledby="upload-title">
      <div>
        <h1 id="upload-title" className={styles.title}>
          <Trans>Add card images</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Each PNG becomes a card of the collection, described by its file name.</Trans>
        </p>
      </div>

      <div className={styles.columns}>
        <div className={styles.section}>
          <div className={`${card({ padding: 'lg' })} ${styles.section}`}>
            <h2 className={styles.sectionTitle}>
              <Trans>How to name the files</Trans>
            </h2>
            <p>
              <Trans>Nine parts separated by underscores, ending in .png:</Trans>
            </p>
            <p>
              <code className={styles.code}>set_version_number_name_rarity_type_HP_stage_booster.png</code>
            </p>
            <ol className={styles.parts}>
              <li>
                <Trans>
                  Set: GeneticApex, MythicalIsland, SpaceTimeSmackdown, TriumphantLight, ShiningRevelry or CelestialGuardians (spaces allowed: Genetic Apex),
                  or any other set's name (Eevee Grove, Promo-A), which then appears in the set filter
                </Trans>
              </li>
              <li>
                <Trans>Version number: a positive whole number, or the code of one of the six sets above ({setCodes})</Trans>
              </li>
              <li>
                <Trans>Card number: digits</Trans>
              </li>
              <li>
                <Trans>Card name: letters (accents allowed) and digits, with ♀, ♂, hyphens, dots, apostrophes, colons, & or single spaces (Nidoran♀, Farfetch'd, Flabébé)</Trans>
              </li>
              <li>
                <Trans>
                  Rarity: 1D to 4D (diamonds), 1S to 3S (stars), CR (crown), 1SH or 2SH (shiny); or Diamante, Dois Diamantes, Tres Diamantes, Quatro
                  Diamantes, Estrela, Duas Estrelas, Tres Estrelas, Rei, Shinny, Duas Shinnys
                </Trans>
              </li>
              <li>
                <Trans>Type or support: one word (Grass, Supporter… or Fogo, Suporte…)</Trans>
              </li>
              <li>
                <Trans>HP: digits, or Null</Trans>
              </li>
              <li>
                <Trans>Stage or trainer: one word (Basic, Stage1, Stage2, Trainer… or Basico, Estagio 1, Estagio 2, Treinador)</Trans>
              </li>
              <li>
                <Trans>Booster: Any (or Qualquer), or one of {boosters} (Shinny Charizard also works)</Trans>
              </li>
            </ol>
            <p>
              <Trans>Example:</Trans> <code className={styles.code}>{CARD_FILE_NAME_EXAMPLE}</code>
            </p>
            <p>
              <Trans>Files named the way the original site asked are accepted too and stored the same way:</Trans>
            </p>
            <ul className={styles.parts}>
              {ORIGINAL_CARD_FILE_NAME_EXAMPLES.map((example) => (
                <li key={example}>
                  <code className={styles.code}>{example}</code>
                </li>
              ))}
            </ul>
          </div>

          <MachineForm className={`${card({ padding: 'lg' })} ${styles.section}`} busy={busy} onSubmit={() => actor.send({ type: 'form.submit' })}>
            <div
              className={styles.dropZone}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                if (!busy) add(event.dataTransfer.files)
              }}
            >
              <p>
                <Trans>Drop PNG files here, or</Trans>
              </p>
              <label htmlFor={pickerId} className={button({ variant: 'secondary' })}>
                <Trans>Choose PNG files</Trans>
              </label>
              <input
                id={pickerId}
                type="file"
                accept=".png,image/png"
                multiple
                disabled={busy}
                className={visuallyHidden}
                aria-describedby={statusId}
                onChange={(event) => {
                  add(event.target.files)
                  // The same files can be picked again after a removal.
                  event.target.value = ''
                }}
              />
            </div>

            {selection.length > 0 ? (
              <>
                <h2 className={styles.sectionTitle}>
                  <Trans>Selected files ({selectedCount})</Trans>
                </h2>
                <ul className={styles.fileList} aria-label={t`Selected files`}>
                  {selection.map(({ file, problem }) => {
                    const name = file.name
                    const size = formatSize(file.size, i18n.locale)
                    return (
                      <li key={file.name} className={styles.fileItem}>
                        <div>
                          <p className={styles.fileName}>{file.name}</p>
                          {problem ? (
                            <p className={styles.fileProblem}>{i18n._(uploadProblemMessages[problem])}</p>
                          ) : (
                            <p className={styles.fileOk}>
                              <Trans>Name fits the convention · {size}</Trans>
                            </p>
                          )}
                        </div>
                        <button
                          type="button"
                          className={button({ variant: 'ghost', size: 'sm' })}
                          disabled={busy}
                          aria-label={t`Remove ${name}`}
                          onClick={() => actor.send({ type: 'files.remove', name: file.name })}
                        >
                          <Trans>Remove</Trans>
                        </button>
                      </li>
                    )
                  })}
                </ul>
              </>
            ) : null}

            {progress ? (
              <div>
                <progress className={styles.progress} value={progress.loaded} max={Math.max(1, progress.total)} aria-label={t`Upload progress`} />
                <p className={styles.progressText}>
                  <Trans>
                    {sent} of {totalSize} sent
                  </Trans>
                </p>
              </div>
            ) : null}

            <div id={statusId} role="status" aria-live="polite" className={styles.outcome}>
              {error ? <p className={alert({ tone: 'danger' })}>{i18n._(error)}</p> : null}
              {succeeded && result ? (
                <>
                  <p className={alert({ tone: 'success' })}>
                    {i18n._(imageUploadMessages.sent)} <Trans>Saved: {savedCount}.</Trans>
                  </p>
                  {result.rejected.length > 0 || skipped.length > 0 ? (
                    <RejectedList
                      items={[
                        ...skipped.map((file) => [file.name, i18n._(uploadProblemMessages[file.problem])] as const),
                        ...result.rejected.map((file) => [file.fileName, file.message] as const),
                      ]}
                    />
                  ) : null}
                </>
              ) : null}
              {failed ? (
                <>
                  <p className={alert({ tone: 'danger' })}>{i18n._(failure ? uploadFailureMessage(failure) : imageUploadMessages.failed)}</p>
                  {serverRejections.length > 0 ? (
                    <RejectedList items={serverRejections} />
                  ) : failure?.message && failure.status !== 0 ? (
                    <p className={styles.progressText}>{failure.message}</p>
                  ) : null}
                </>
              ) : null}
            </div>

            <div className={styles.formActions}>
              <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy}>
                {busy ? <Trans>Sending...</Trans> : <Trans>Send images</Trans>}
              </button>
              {selection.length > 0 ? (
                <button type="button" className={button({ variant: 'ghost' })} disabled={busy} onClick={() => actor.send({ type: 'files.clear' })}>
                  <Trans>Remove all</Trans>
                </button>
              ) : null}
            </div>
          </MachineForm>
        </div>

        <section className={`${card({ padding: 'lg' })} ${styles.section}`} aria-labelledby="upload-tips">
          <h2 id="upload-tips" className={styles.sectionTitle}>
            <Trans>Tips</Trans>
          </h2>
          <ul className={styles.tips}>
            <li>
              <Trans>Up to 50 files of up to 2 MiB each per upload.</Trans>
            </li>
            <li>
              <Trans>Sending a file with the same set and card number again replaces its image and keeps its status.</Trans>
            </li>
            <li>
              <Trans>New cards start active; inactivate them on the Change status page.</Trans>
            </li>
            <li>
              <Trans>Files whose names do not fit are listed with the reason, and the others are still saved.</Trans>
            </li>
            <li>
              <Trans>Only real PNG images are accepted: renaming another image to .png does not work.</Trans>
            </li>
          </ul>
        </section>
      </div>
    </section>
  )
}

function RejectedList({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  const { t } = useLingui()
  return (
    <ul className={styles.outcomeList} aria-label={t`Rejected files`}>
      {items.map(([fileName, reason]) => (
        <li key={fileName}>
          <span className={styles.fileName}>{fileName}</span>: {reason}
        </li>
      ))}
    </ul>
  )
}
