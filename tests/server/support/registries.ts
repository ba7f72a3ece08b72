import type { z } from 'zod'
import { accountHolderListSchema, accountHolderSchema } from '@contract/account-holder'
import { bankCardListSchema, bankCardSchema } from '@contract/bank-card'
import { categoryListSchema, categorySchema } from '@contract/category'
import { entries, installmentPlans } from '@server/db/schema'
import { noCardDetails, noCardUsage } from '../../fixtures/bank-cards'
import { financeApi } from './finance'
import type { AuthSession, TestApp } from './test-app'

// The three registries (categories, account holders, bank cards) in one table: what
// tests/server/registries.test.ts needs to run the cases they share (create, list, update, delete,
// validation messages, ownership, 409 while in use, keys matched ignoring case) over each of them.
// What only one registry does stays in its own file (categories.test.ts, bank-cards.test.ts).

export type Body = Record<string, unknown>
export type Row = { id: number } & Body
export type Language = 'en' | 'pt-BR'
export interface ErrorAnswer {
  message: string
  code: string
  errors?: Record<string, string>
  errorCodes?: Record<string, string>
}

export interface Registry {
  name: string
  path: string
  schema: z.ZodType<Row>
  listSchema: z.ZodType<Row[]>
  /** A body POST accepts, and another one the same user may add beside it. */
  valid: Body
  other: Body
  /** The answer for a row of these fields (a card adds its optional fields and limits, all empty). */
  answer: (fields: Body) => Body
  /** Names padded with white space, and the trimmed fields the answer holds. */
  padded: { body: Body; fields: Body }
  /** Bodies whose keys differ from the contract's only in case, and the fields stored. */
  keysInAnyCase: { body: Body; fields: Body }[]
  /** The name fields and the most characters each holds. */
  names: { field: string; max: number }[]
  /** Bodies without a name (what is missing, the body, the field the error names). */
  missing: [label: string, body: Body, field: string][]
  /** What a missing name answers: the codes, and the message of the body and of the field in each language. */
  missingError: { code: string; fieldCode: string } & Record<Language, { message: string; field: string }>
  /** Another field `{}` lacks, with its English error (besides the names). */
  alsoRequired?: { field: string; message: string; code: string }
  /** A field, a value it refuses and the English field error. */
  invalid: [field: string, value: unknown, message: string][]
  /** JSON cut short. */
  malformedJson: string
  /** Rows in the order they are created, the text that names a row, and the order the list answers. */
  order: { bodies: Body[]; label: (row: Row) => string; expected: string[] }
  /** A PATCH body with keys in another case that renames the row with this `id`, and the fields it stores. */
  rename: { body: (id: number) => Body; fields: Body }
  /** A PATCH body another user sends for the owner's row. */
  stranger: Body
  /** Makes `row` of `session`'s user used by another table (written straight to the database), and the 409. */
  inUse: { use: (t: TestApp, session: AuthSession, row: Row) => Promise<void>; en: ErrorAnswer; ptMessage: string }
  /** Names are unique per user ignoring case and accents (the card is not: credit and debit at one bank). */
  unique?: {
    first: Body
    clashes: Body[]
    en: ErrorAnswer
    ptMessage: string
    /** Two rows; the second renamed onto the first's name, then the names the list answers; its own name in another case. */
    rename: { rows: [Body, Body]; clash: Body; names: string[]; ownNameInOtherCase: { body: Body; fields: Body } }
  }
  /** GET /{id} and a search by name. */
  reads?: {
    /** `nome/{name}`: the path below the registry's and its parameter. */
    searchPath: string
    searchParam: string
    nameField: string
    rows: Body[]
    found: [text: string, names: string[]][]
    none: string[]
    /** What the owner's row of `valid` is found by. */
    validSearch: string
  }
  openApiSchemas: string[]
}

/** The id of `session`'s user, read from the database. */
async function userId(t: TestApp, session: AuthSession): Promise<number> {
  const [user] = await t.db.query.users.findMany({ where: (users, { eq }) => eq(users.username, session.username) })
  return user!.id
}

const requiredField = {
  code: 'fill_required_fields',
  fieldCode: 'required',
  en: { message: 'Fill in all required fields.', field: 'Required field' },
  'pt-BR': { message: 'Preencha todos os campos obrigatórios.', field: 'Campo obrigatório' },
}

export const categories: Registry = {
  name: 'categories',
  path: '/v1/api/categoria',
  schema: categorySchema,
  listSchema: categoryListSchema,
  valid: { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' },
  other: { nomeCategoria: 'Outros', tipoCategoria: 'Despesa' },
  answer: (fields) => fields,
  padded: { body: { nomeCategoria: '  Salário  ', tipoCategoria: 'Receita' }, fields: { nomeCategoria: 'Salário', tipoCategoria: 'Receita' } },
  keysInAnyCase: [
    { NomeCategoria: 'Aluguel', TipoCategoria: 'Despesa' },
    { NOMECATEGORIA: 'Aluguel', tipocategoria: 'Despesa' },
    { nomeCategoria: 'Aluguel', tipoCategoria: ' Despesa ' },
  ].map((body) => ({ body, fields: { nomeCategoria: 'Aluguel', tipoCategoria: 'Despesa' } })),
  names: [{ field: 'nomeCategoria', max: 40 }],
  missing: [
    ['missing', { tipoCategoria: 'Despesa' }, 'nomeCategoria'],
    ['blank', { nomeCategoria: '   ', tipoCategoria: 'Despesa' }, 'nomeCategoria'],
    ['empty', { nomeCategoria: '', tipoCategoria: 'Despesa' }, 'nomeCategoria'],
    ['null', { nomeCategoria: null, tipoCategoria: 'Despesa' }, 'nomeCategoria'],
  ],
  missingError: requiredField,
  alsoRequired: { field: 'tipoCategoria', message: 'Category Type is required.', code: 'category_type_required' },
  invalid: [
    ['nomeCategoria', 42, 'Invalid value type.'],
    ['nomeCategoria', ['Mercado'], 'Invalid value type.'],
    ['tipoCategoria', 'Outro', 'Invalid value.'],
    ['tipoCategoria', 'despesa', 'Invalid value.'],
    ['tipoCategoria', 1, 'Invalid value type.'],
    ['tipoCategoria', true, 'Invalid value type.'],
    ['nomeCategoria', 'Mer\u0000cado', 'Invalid value.'],
  ],
  malformedJson: '{"nomeCategoria":',
  order: {
    // Both types in one list; "Álcool" sorts with "A".
    bodies: [
      ['Zoológico', 'Despesa'],
      ['Álcool', 'Despesa'],
      ['banco', 'Receita'],
      ['Água', 'Despesa'],
      ['aluguel', 'Receita'],
      ['Educação', 'Despesa'],
      ['escola', 'Despesa'],
    ].map(([nomeCategoria, tipoCategoria]) => ({ nomeCategoria, tipoCategoria })),
    label: (row) => String(row.nomeCategoria),
    expected: ['Água', 'Álcool', 'aluguel', 'banco', 'Educação', 'escola', 'Zoológico'],
  },
  rename: {
    body: (id) => ({ Id: id, NomeCategoria: ' Feira ', TipoCategoria: 'Receita' }),
    fields: { nomeCategoria: 'Feira', tipoCategoria: 'Receita' },
  },
  stranger: { nomeCategoria: 'Roubada', tipoCategoria: 'Receita' },
  inUse: {
    async use(t, session, category) {
      await t.db.insert(entries).values({
        userId: await userId(t, session),
        dataLancamento: new Date('2026-11-05T12:00:00Z'),
        descricao: 'Compra',
        valor: '10.00',
        tipoLancamento: category.tipoCategoria as 'Receita' | 'Despesa',
        categoriaId: category.id,
        situacao: category.tipoCategoria === 'Despesa' ? 'A Pagar' : 'A Receber',
      })
    },
    en: { message: 'This category is used by financial entries, installment plans or recurring entries and cannot be deleted.', code: 'category_in_use' },
    ptMessage: 'Esta categoria é usada por lançamentos financeiros, parcelamentos ou recorrências e não pode ser excluída.',
  },
  unique: {
    first: { nomeCategoria: 'Alimentação', tipoCategoria: 'Despesa' },
    clashes: ['Alimentação', 'ALIMENTAÇÃO', 'alimentacao', ' Alimentacão '].map((nomeCategoria) => ({ nomeCategoria, tipoCategoria: 'Despesa' })),
    en: { message: 'A category with this name and type already exists.', code: 'category_exists' },
    ptMessage: 'Já existe uma categoria com este nome e tipo.',
    rename: {
      rows: [
        { nomeCategoria: 'Saúde', tipoCategoria: 'Despesa' },
        { nomeCategoria: 'Farmácia', tipoCategoria: 'Despesa' },
      ],
      clash: { nomeCategoria: 'SAUDE', tipoCategoria: 'Despesa' },
      names: ['Farmácia', 'Saúde'],
      ownNameInOtherCase: { body: { nomeCategoria: 'FARMÁCIA', tipoCategoria: 'Despesa' }, fields: { nomeCategoria: 'FARMÁCIA' } },
    },
  },
  openApiSchemas: ['Category', 'CategoryCreate', 'CategoryUpdate', 'CategoryList'],
}

export const accountHolders: Registry = {
  name: 'account holders',
  path: '/v1/api/pessoaconta',
  schema: accountHolderSchema,
  listSchema: accountHolderListSchema,
  valid: { nomePessoa: 'Maria' },
  other: { nomePessoa: 'Bruno' },
  answer: (fields) => fields,
  padded: { body: { nomePessoa: '  Maria Souza ' }, fields: { nomePessoa: 'Maria Souza' } },
  keysInAnyCase: [{ NomePessoa: 'Carlos' }, { NOMEPESSOA: 'Carlos' }, { nomepessoa: 'Carlos' }].map((body) => ({ body, fields: { nomePessoa: 'Carlos' } })),
  names: [{ field: 'nomePessoa', max: 60 }],
  missing: [
    ['missing', {}, 'nomePessoa'],
    ['blank', { nomePessoa: '   ' }, 'nomePessoa'],
    ['empty', { nomePessoa: '' }, 'nomePessoa'],
    ['null', { nomePessoa: null }, 'nomePessoa'],
  ],
  missingError: {
    code: 'person_name_required',
    fieldCode: 'person_name_required',
    en: { message: "Fill in the person's name.", field: "Fill in the person's name." },
    'pt-BR': { message: 'Preencha o nome da pessoa.', field: 'Preencha o nome da pessoa.' },
  },
  invalid: [
    ['nomePessoa', 60, 'Invalid value type.'],
    ['nomePessoa', ['Ana'], 'Invalid value type.'],
    ['nomePessoa', true, 'Invalid value type.'],
    ['nomePessoa', 'A\u0000na', 'Invalid value.'],
  ],
  malformedJson: '{"nomePessoa"',
  order: {
    bodies: ['Zuleica', 'Érica', 'bruno', 'Ângela', 'Eduardo', 'Ana'].map((nomePessoa) => ({ nomePessoa })),
    label: (row) => String(row.nomePessoa),
    expected: ['Ana', 'Ângela', 'bruno', 'Eduardo', 'Érica', 'Zuleica'],
  },
  rename: { body: (id) => ({ Id: id, NomePessoa: ' Maria Clara ' }), fields: { nomePessoa: 'Maria Clara' } },
  stranger: { nomePessoa: 'Outra' },
  inUse: {
    async use(t, session, holder) {
      await t.db.insert(installmentPlans).values({
        userId: await userId(t, session),
        descricao: 'Notebook',
        valorTotal: '3000.00',
        numeroParcelas: 3,
        dataPrimeiraParcela: new Date('2026-11-05T12:00:00Z'),
        pessoaContaId: holder.id,
      })
    },
    en: { message: 'This account holder is used by installment plans and cannot be deleted.', code: 'account_holder_in_use' },
    ptMessage: 'Esta pessoa/conta é usada por parcelamentos e não pode ser excluída.',
  },
  unique: {
    first: { nomePessoa: 'João Silva' },
    clashes: ['João Silva', 'JOÃO SILVA', 'joao silva', ' Joao Silva '].map((nomePessoa) => ({ nomePessoa })),
    en: { message: 'An account holder with this name already exists.', code: 'account_holder_exists' },
    ptMessage: 'Já existe uma pessoa/conta com este nome.',
    rename: {
      rows: [{ nomePessoa: 'Ana' }, { nomePessoa: 'Bruno' }],
      clash: { NomePessoa: 'ANA' },
      names: ['Ana', 'Bruno'],
      ownNameInOtherCase: { body: { NomePessoa: 'BRUNO' }, fields: { nomePessoa: 'BRUNO' } },
    },
  },
  reads: {
    searchPath: 'nome',
    searchParam: 'name',
    nameField: 'nomePessoa',
    rows: ['João Silva', 'Conceição Souza', 'Joana', 'Élcio'].map((nomePessoa) => ({ nomePessoa })),
    found: [
      ['joao', ['João Silva']],
      ['JOÃO SILVA', ['João Silva']],
      ['souza', ['Conceição Souza']],
      ['conceicao', ['Conceição Souza']],
      ['elcio', ['Élcio']],
      ['ÉL', ['Élcio']],
      ['jo', ['Joana', 'João Silva']],
    ],
    none: ['zzz', '%', '_', "' or 1=1 --"],
    validSearch: 'maria',
  },
  openApiSchemas: ['AccountHolder', 'AccountHolderCreate', 'AccountHolderUpdate', 'AccountHolderList'],
}

export const bankCards: Registry = {
  name: 'bank cards',
  path: '/v1/api/cartao',
  schema: bankCardSchema,
  listSchema: bankCardListSchema,
  valid: { nomeUsuario: 'João Silva', nomeBanco: 'Banco do Brasil' },
  other: { nomeUsuario: 'Ana', nomeBanco: 'Inter' },
  answer: (fields) => ({ ...fields, ...noCardDetails, ...noCardUsage }),
  padded: { body: { nomeUsuario: '  João Silva ', nomeBanco: '\tNubank ' }, fields: { nomeUsuario: 'João Silva', nomeBanco: 'Nubank' } },
  keysInAnyCase: [{ body: { NomeUsuario: 'Ana', NOMEBANCO: 'Itaú' }, fields: { nomeUsuario: 'Ana', nomeBanco: 'Itaú' } }],
  names: [
    { field: 'nomeUsuario', max: 40 },
    { field: 'nomeBanco', max: 40 },
  ],
  missing: [
    ['missing', { nomeBanco: 'Nubank' }, 'nomeUsuario'],
    ['blank', { nomeUsuario: '  ', nomeBanco: 'Nubank' }, 'nomeUsuario'],
    ['missing', { nomeUsuario: 'Ana' }, 'nomeBanco'],
    ['empty', { nomeUsuario: 'Ana', nomeBanco: '' }, 'nomeBanco'],
    ['null', { nomeUsuario: 'Ana', nomeBanco: null }, 'nomeBanco'],
  ],
  missingError: requiredField,
  invalid: [
    ['nomeUsuario', 7, 'Invalid value type.'],
    ['nomeBanco', { name: 'x' }, 'Invalid value type.'],
    ['nomeBanco', false, 'Invalid value type.'],
    ['nomeUsuario', 'A\u0000na', 'Invalid value.'],
  ],
  malformedJson: '{',
  order: {
    // By holder name, then bank name.
    bodies: [
      ['Zé', 'Caixa'],
      ['Ana', 'Nubank'],
      ['Álvaro', 'Itaú'],
      ['ana', 'Bradesco'],
      ['Bruno', 'Inter'],
    ].map(([nomeUsuario, nomeBanco]) => ({ nomeUsuario, nomeBanco })),
    label: (row) => `${String(row.nomeUsuario)}/${String(row.nomeBanco)}`,
    expected: ['Álvaro/Itaú', 'ana/Bradesco', 'Ana/Nubank', 'Bruno/Inter', 'Zé/Caixa'],
  },
  rename: {
    body: (id) => ({ Id: id, NomeUsuario: 'João S.', NomeBanco: ' Santander ' }),
    fields: { nomeUsuario: 'João S.', nomeBanco: 'Santander' },
  },
  stranger: { nomeUsuario: 'João Silva', nomeBanco: 'Outro' },
  inUse: {
    async use(t, session, card) {
      const holder = await financeApi(t).createHolder(session, `Titular ${card.id}`)
      await t.db.insert(installmentPlans).values({
        userId: await userId(t, session),
        descricao: 'Geladeira',
        valorTotal: '1000.00',
        numeroParcelas: 10,
        dataPrimeiraParcela: new Date('2026-11-05T12:00:00Z'),
        pessoaContaId: holder.id,
        cartaoId: card.id,
      })
    },
    en: { message: 'This card is used by installment plans, entries, paid bills or recurring entries and cannot be deleted.', code: 'bank_card_in_use' },
    ptMessage: 'Este cartão é usado por parcelamentos, lançamentos, faturas pagas ou recorrências e não pode ser excluído.',
  },
  reads: {
    searchPath: 'usuario',
    searchParam: 'holderName',
    nameField: 'nomeUsuario',
    rows: ['João Silva', 'Maria da Conceição', 'JOANA', 'Pedro'].map((nomeUsuario) => ({ nomeUsuario, nomeBanco: 'Caixa' })),
    // Substrings, case and accents ignored.
    found: [
      ['joao', ['João Silva']],
      ['JOÃO', ['João Silva']],
      ['silva', ['João Silva']],
      ['jo', ['JOANA', 'João Silva']],
      ['conceicao', ['Maria da Conceição']],
      ['CONCEIÇÃO', ['Maria da Conceição']],
      [' pedro ', ['Pedro']],
      ['a', ['JOANA', 'João Silva', 'Maria da Conceição']],
    ],
    none: ['xyz', '%', '_', 'jo%', 'Joãozinho'],
    validSearch: 'joão',
  },
  openApiSchemas: ['BankCard', 'BankCardCreate', 'BankCardUpdate', 'BankCardList'],
}

export const registries: Registry[] = [categories, accountHolders, bankCards]
