// A card's limit in use as a meter (the track is the whole limit; full and in the danger colour at or over
// it): the cards page's rows and a card's statements page show the same bar.
import { useLingui } from '@lingui/react/macro'
import { useFormat } from '@/i18n/use-format'
import * as cards from './card-statements.css'

export function LimitMeter({ used, limit, className = '' }: { used: number; limit: number; className?: string }) {
  const { t } = useLingui()
  const format = useFormat()
  const share = limit > 0 ? Math.min(1, Math.max(0, used / limit)) : used > 0 ? 1 : 0
  const over = used >= limit && used > 0
  const usedText = format.moneyLabel(used)
  const limitText = format.moneyLabel(limit)
  // Hidden amounts: the meter's scale is the share in percent, so that no attribute holds the figures.
  const scale = format.amountsHidden ? { max: 100, now: Math.round(share * 100) } : { max: limit, now: Math.min(Math.max(used, 0), limit) }
  return (
    <div className={`${cards.bar} ${className}`} role="meter" aria-label={t`Limit used`} aria-valuemin={0} aria-valuemax={scale.max} aria-valuenow={scale.now} aria-valuetext={t`${usedText} of ${limitText}`}>
      <div className={`${cards.barFill} ${over ? cards.barFillOver : ''}`} style={{ width: `${Math.round(share * 1000) / 10}%` }} />
    </div>
  )
}
