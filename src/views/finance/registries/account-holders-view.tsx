// Account holders (/financas/pessoa-conta): create with
// the person's name, search by name, inline edit, delete after confirmation.
import { msg } from '@lingui/core/macro'
import { useActorRef } from '@xstate/react'
import { accountHolderListMachine } from '@machines/finance/registries/registries'
import type { AccountHolderListMachine, AccountHolderValues } from '@machines/finance/registries/registries'
import type { AccountHolder } from '@contract/account-holder'
import type { PageProps } from '@/lib/page'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { EditableList } from './editable-list'
import type { ColumnSpec, FieldSpec } from './editable-list'

const fields: FieldSpec<AccountHolderValues>[] = [{ name: 'nomePessoa', label: msg`Person name`, maxLength: 60 }]

const columns: ColumnSpec<AccountHolder, AccountHolderValues>[] = [{ header: msg`Name`, field: 'nomePessoa', cell: (row) => row.nomePessoa }]

export default function AccountHoldersView({ logic }: Partial<PageProps> & { logic?: AccountHolderListMachine }) {
  const actor = useActorRef(useLogic(accountHolderListMachine, logic), actorOptions())
  return (
    <EditableList
      actor={actor}
      title={msg`Register account holders`}
      intro={msg`The people or accounts your installment plans belong to.`}
      createTitle={msg`New account holder`}
      addLabel={msg`Register account holder`}
      listTitle={msg`Your account holders`}
      fields={fields}
      columns={columns}
      rowName={(row) => row.nomePessoa}
      search={{ label: msg`Search by name` }}
      loadingText={msg`Loading account holders…`}
      emptyText={msg`No account holders yet. Register the first one above.`}
      noMatchText={msg`No account holder with that name.`}
      deleteTitle={msg`Delete account holder?`}
      deleteQuestion={msg`Do you really want to delete this account holder?`}
    />
  )
}
