// Change card status (/pokemon/alterarsituacao, Admin): a sticky toolbar (Back, situation
// and set filters) over a grid of cards (3 per row on desktop) with lazily loaded images and an Inactivate or
// Activate button. Flow state lives in the card status grid machine.
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { cardStatusGridMachine, cardStatusMessages, visibleCards } from '@machines/collection/card-status-grid.machine'
import type { CardImage, CardStatusGridMachine, SituationFilter } from '@machines/collection/card-status-grid.machine'
import { cardSetOptions } from '@contract/card-collection'
import type { CardRarity } from '@contract/card-collection'
import type { CardSummary } from '@contract/pokemon'
import type { PageProps } from '@/lib/page'
import { FormField } from '@/components/form/form-field'
import { Spinner } from '@/components/spinner/spinner'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, badge, button, card, input } from '@/styles/recipes.css'
import { rarityNames } from './rarity-label'
import * as styles from './cards.css'

export default function CardStatusView({ logic }: Partial<PageProps> & { logic?: CardStatusGridMachine }) {
  const { i18n, t } = useLingui()
  const actor = useActorRef(useLogic(cardStatusGridMachine, logic), actorOptions())
  const cards = useSelector(actor, (s) => s.context.cards)
  const situation = useSelector(actor, (s) => s.context.situation)
  const version = useSelector(actor, (s) => s.context.version)
  const pending = useSelector(actor, (s) => s.context.pending)
  const images = useSelector(actor, (s) => s.context.images)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const shown = visibleCards(cards, situation, version)
  const setOptions = cardSetOptions(cards)

  return (
    <section className={styles.page} aria-labelledby="status-title" aria-busy={busy}>
      <div>
        <h1 id="status-title" className={styles.title}>
          <Trans>Change card status</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Inactive cards do not count in the statistics.</Trans>
        </p>
      </div>

      <div className={styles.toolbar} role="toolbar" aria-label={t`Filters`}>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => window.history.back()}>
          <Trans>Back</Trans>
        </button>
        <SelectField
          label={<Trans>Situation</Trans>}
          value={situation}
          disabled={busy}
          onChange={(value) => actor.send({ type: 'filter.situation', situation: value as SituationFilter })}
          options={[
            { value: 'all', label: t({ context: 'card situation', message: 'All' }) },
            { value: 'A', label: t`Active (A)` },
            { value: 'I', label: t`Inactive (I)` },
          ]}
        />
        <SelectField
          label={<Trans context="card set">Set</Trans>}
          value={version}
          disabled={busy}
          onChange={(value) => actor.send({ type: 'filter.version', version: value })}
          options={setOptions.map((set) => ({ value: set, label: set }))}
        />
      </div>

      {failed ? (
        <div role="alert" className={`${alert({ tone: 'danger' })} ${styles.failure}`}>
          <span>{i18n._(cardStatusMessages.fetchFailed)}</span>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'cards.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : loading ? (
        <Spinner label={<Trans>Loading cards…</Trans>} />
      ) : shown.length === 0 ? (
        <p className={`${card({ padding: 'lg' })} ${styles.empty}`}>
          <Trans>No cards of this set with this situation.</Trans>
        </p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((item) => (
            <li key={item.id}>
              <CardTile
                card={item}
                image={images[item.imagemUrl]}
                busy={busy}
                saving={pending === item.id}
                onNeedImage={() => actor.send({ type: 'image.needed', url: item.imagemUrl })}
                onToggle={() => actor.send({ type: 'card.toggle', id: item.id })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

interface CardTileProps {
  card: CardSummary
  image: CardImage | undefined
  busy: boolean
  saving: boolean
  onNeedImage: () => void
  onToggle: () => void
}

function CardTile({ card: item, image, busy, saving, onNeedImage, onToggle }: CardTileProps) {
  const { i18n, t } = useLingui()
  const titleId = `card-${item.id}-title`
  const name = item.nomePokemon
  const active = item.situacao === 'A'
  const rarity = rarityNames[item.raridade as CardRarity]
  const number = item.numeroCarta
  const booster = item.booster
  return (
    <article className={`${card({ padding: 'md' })} ${styles.cardItem} ${active ? '' : styles.inactive}`} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.cardName}>
          {item.nomePokemon}
        </h2>
        <p className={styles.cardMeta}>
          <Trans>
            No. {number} · {booster}
          </Trans>
          {rarity ? ` · ${i18n._(rarity)}` : ''}
        </p>
      </div>
      <LazyImage image={image} alt={t`Card ${name}`} inactive={!active} onVisible={onNeedImage} />
      <div className={styles.cardFooter}>
        <span className={badge({ tone: active ? 'income' : 'neutral' })}>{active ? <Trans context="card">Active</Trans> : <Trans context="card">Inactive</Trans>}</span>
        <button
          type="button"
          className={button({ variant: active ? 'danger' : 'primary', size: 'sm' })}
          disabled={busy}
          aria-label={active ? t`Inactivate ${name}` : t`Activate ${name}`}
          onClick={onToggle}
        >
          {saving ? <Trans>Saving…</Trans> : active ? <Trans>Inactivate</Trans> : <Trans>Activate</Trans>}
        </button>
      </div>
    </article>
  )
}

/** Asks for its image once it comes near the screen (or at once where IntersectionObserver is missing). */
function LazyImage({ image, alt, inactive, onVisible }: { image: CardImage | undefined; alt: string; inactive: boolean; onVisible: () => void }) {
  const frame = useRef<HTMLDivElement>(null)
  const visible = useRef(onVisible)
  useEffect(() => {
    visible.current = onVisible
  }, [onVisible])
  const needed = image === undefined
  useEffect(() => {
    if (!needed) return
    const element = frame.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      visible.current()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          visible.current()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [needed])

  return (
    <div ref={frame} className={styles.imageFrame}>
      {image?.status === 'loaded' ? (
        <img src={image.src} alt={alt} className={`${styles.image} ${inactive ? styles.inactiveImage : ''}`} />
      ) : image?.status === 'failed' ? (
        <span>
          <Trans>Image unavailable</Trans>
        </span>
      ) : (
        <span aria-hidden="true">…</span>
      )}
    </div>
  )
}

function SelectField({
  label,
  value,
  disabled,
  onChange,
  options,
}: {
  label: ReactNode
  value: string
  disabled: boolean
  onChange: (value: string) => void
  options: Array<{ value: string; label: string }>
}) {
  return (
    <FormField label={label} className={styles.toolbarField}>
      {(control) => (
        <select {...control} className={input()} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
