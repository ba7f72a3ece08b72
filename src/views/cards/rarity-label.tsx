// A rarity as the game draws it (◆◆, ★, ♛, ✦✦) with an accessible name ("2 diamonds", "Crown").
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { RARITY_SHAPES } from '@contract/card-collection'
import type { CardRarity, RarityKind } from '@contract/card-collection'
import * as styles from './cards.css'

const symbols: Record<RarityKind, string> = { diamond: '◆', star: '★', crown: '♛', shiny: '✦' }

export const rarityNames: Record<CardRarity, MessageDescriptor> = {
  '1D': msg`1 diamond`,
  '2D': msg`2 diamonds`,
  '3D': msg`3 diamonds`,
  '4D': msg`4 diamonds`,
  '1S': msg`1 star`,
  '2S': msg`2 stars`,
  '3S': msg`3 stars`,
  CR: msg`Crown`,
  '1SH': msg`1 shiny`,
  '2SH': msg`2 shiny`,
}

export function RarityLabel({ rarity }: { rarity: CardRarity }) {
  const { i18n } = useLingui()
  const { kind, count } = RARITY_SHAPES[rarity]
  const name = i18n._(rarityNames[rarity])
  return (
    <span role="img" aria-label={name} title={name} className={`${styles.rarity} ${styles.rarityTone[kind]}`}>
      {symbols[kind].repeat(count)}
    </span>
  )
}
