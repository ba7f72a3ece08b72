// Effect of the card statistics machine (SPEC §7 obtertodossemimagem): cards.loaded / cards.failed.
import { listCardSummaries } from '@/api/pokemon'
import type { CardSummary } from '@/api/pokemon'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import type { CardStatsContext, CardStatsEvent } from './card-stats.machine'

export const cardStatsEffects = {
  fetchCards: effect<CardStatsContext, CardStatsEvent, CardSummary[], CardStatsEvent>(
    () => listCardSummaries(),
    (cards) => ({ type: 'cards.loaded', cards }),
    (error) => ({ type: 'cards.failed', error: toApiFailure(error) }),
  ),
}
