// The card statistics machine's actor (SPEC §7 obtertodossemimagem): every card, without images.
import { fromPromise } from 'xstate'
import { listCardSummaries } from '@/api/pokemon'
import type { CardSummary } from '@/api/pokemon'

export const cardStatsActors = {
  fetchCards: fromPromise<CardSummary[]>(() => listCardSummaries()),
}
