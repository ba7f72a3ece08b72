import type { Clock } from '../app-env'
import type { Database, DatabaseKind } from '../db/client'
import type { HeavyWork } from '../http/heavy-work'
import { createAccountHolderService } from './account-holders'
import { createBankAccountService } from './bank-accounts'
import { createBankImportService } from './bank-import'
import { createBankCardService } from './bank-cards'
import { createBookService } from './books'
import { createCardStatementService } from './card-statements'
import { createCategoryService } from './categories'
import { createContactService } from './contacts'
import { createEntryService } from './entries'
import { createEntrySearchService } from './entry-search'
import { createEntrySuggestionService } from './entry-suggestions'
import { createInstallmentPlanService } from './installments'
import { createPlanningService } from './planning'
import { createPokemonService } from './pokemon'
import { createRecurrenceService } from './recurrences'
import { createSessionService } from './sessions'
import { createUserDataService } from './user-data'

// The data services of the API, built once per app over one database and clock.
// Route modules take theirs from `deps.services`; a service that must write with another in one
// transaction (entries and installment plans) gets it here rather than building its own copy.

export interface ServiceDeps {
  db: Database
  clock: Clock
  /** PGlite writes a data import in short transactions (services/user-data.ts). */
  dbKind?: DatabaseKind
  heavyWork?: HeavyWork
}

/**
 * Every data service over `db`.
 * Each service scopes its queries to the user it is given.
 */
export function createServices({ db, clock, dbKind, heavyWork }: ServiceDeps) {
  const bankAccounts = createBankAccountService({ db, clock })
  return {
    books: createBookService({ db }),
    contacts: createContactService({ db, clock }),
    categories: createCategoryService({ db }),
    bankCards: createBankCardService({ db, clock }),
    cardStatements: createCardStatementService({ db, clock }),
    accountHolders: createAccountHolderService({ db }),
    bankAccounts,
    entries: createEntryService({ db, clock }),
    entrySearch: createEntrySearchService({ db, clock }),
    entrySuggestions: createEntrySuggestionService({ db }),
    installmentPlans: createInstallmentPlanService({ db }),
    recurrences: createRecurrenceService({ db, clock }),
    planning: createPlanningService({ db, clock, bankAccounts }),
    userData: createUserDataService({ db, clock, shortTransactions: dbKind === 'pglite', heavy: heavyWork }),
    bankImports: createBankImportService({ db, clock }),
    sessions: createSessionService({ db, clock }),
    pokemonCards: createPokemonService({ db, clock }),
  }
}

export type Services = ReturnType<typeof createServices>
