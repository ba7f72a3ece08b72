import { bookshelf } from './bookshelf'
import { cards } from './cards'
import { clinic } from './clinic'
import { finance } from './finance'
import { market } from './market'

/** Screenshot mock-up pages per project id, in the order of `project.images`. */
export const mockups: Record<string, Array<() => string>> = {
  'gestor-financeiro': finance,
  'estante-de-livros': bookshelf,
  'colecao-de-cartas': cards,
  'agenda-clinica': clinic,
  'feira-local': market,
}
