// Bank cards (/financas/cadastrar-cartao): create with
// holder and bank, search by holder, inline edit, delete after confirmation.
import { msg } from '@lingui/core/macro'
import { useActorRef } from '@xstate/react'
import { bankCardListMachine } from '@machines/registries'
import type { BankCardListMachine, BankCardValues } from '@machines/registries'
import type { BankCard } from '@/api/schemas/bank-card'
import type { PageProps } from '@/lib/page'
import { actorOptions } from '@/state/inspector'
import { EditableList } from './editable-list'
import type { ColumnSpec, FieldSpec } from './editable-list'

const fields: FieldSpec<BankCardValues>[] = [
  { name: 'nomeUsuario', label: msg`Account holder`, maxLength: 40 },
  { name: 'nomeBanco', label: msg`Bank name`, maxLength: 40 },
]

const columns: ColumnSpec<BankCard, BankCardValues>[] = [
  { header: msg`Account holder`, field: 'nomeUsuario', cell: (row) => row.nomeUsuario },
  { header: msg`Bank`, field: 'nomeBanco', cell: (row) => row.nomeBanco },
]

export default function BankCardsView({ logic = bankCardListMachine }: Partial<PageProps> & { logic?: BankCardListMachine }) {
  const actor = useActorRef(logic, actorOptions())
  return (
    <EditableList
      actor={actor}
      title={msg`Manage Cards`}
      intro={msg`The bank cards you pay with, by holder and bank. Installment plans can name one.`}
      createTitle={msg`New card`}
      addLabel={msg`Register card`}
      listTitle={msg`Your cards`}
      fields={fields}
      columns={columns}
      rowName={(row) => `${row.nomeUsuario} · ${row.nomeBanco}`}
      search={{ label: msg`Search by holder` }}
      loadingText={msg`Loading cards…`}
      emptyText={msg`No cards yet. Register the first one above.`}
      noMatchText={msg`No card of a holder with that name.`}
      deleteTitle={msg`Delete card?`}
      deleteQuestion={msg`Do you really want to delete this card?`}
    />
  )
}
