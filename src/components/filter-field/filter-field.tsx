// The labelled fields of the filter bars (entries, installment plans, received messages): a label tied to
// its control by a generated id. The controlled value lives in the page's machine; the view passes it in.
import type { ReactNode } from 'react'
import { FormField } from '@/components/form/form-field'
import { input, typedInput } from '@/styles/recipes.css'

/** A label over any control: `children` gets the id the control must carry. */
export function FilterField({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  return <FormField label={label}>{(control) => children(control.id)}</FormField>
}

/** A search or date filter. */
export function FilterInput({ label, type, value, onChange }: { label: ReactNode; type: 'search' | 'date'; value: string; onChange: (value: string) => void }) {
  // A search filter is typed in over the table it filters: its keystrokes lay out the input alone.
  const className = type === 'search' ? `${input()} ${typedInput}` : input()
  return <FilterField label={label}>{(id) => <input id={id} type={type} className={className} value={value} onChange={(event) => onChange(event.target.value)} />}</FilterField>
}

/** A select filter; `children` are its options. */
export function FilterSelect({ label, value, onChange, children }: { label: ReactNode; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} className={input()} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    </FilterField>
  )
}
