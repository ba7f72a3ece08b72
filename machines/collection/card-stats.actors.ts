// The card statistics machine's actor (GET obtertodossemimagem): every card, without images.
import { fromPromise } from 'xstate'
import { listCardSummaries } from '@/api/pokemon'
import type { CardSummary } from '@/api/pokemon'

export const cardStatsActors = {
  fetchCards: fromPromise<CardSummary[]>(() => listCardSummaries()),
}
