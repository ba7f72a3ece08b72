// A TextField for an amount: the language's decimal separator and placeholder, the caret kept where the user
// typed (docs/product-rules.md#money).
import { TextField } from '@/components/text-field/text-field'
import type { TextFieldProps } from '@/components/text-field/text-field'
import { useAmountInput } from './amount-input'

export function AmountField({
  signed = false,
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'placeholder' | 'autoComplete' | 'inputRef' | 'onInputChange' | 'onBlur'> & {
  /** The amount may be negative: a leading minus is kept. */
  signed?: boolean
}) {
  const { ref, value, inputMode, placeholder, autoComplete, onChange, onBlur } = useAmountInput(props.value, props.onChange, { signed })
  return <TextField {...props} value={value} inputMode={inputMode} placeholder={placeholder} autoComplete={autoComplete} inputRef={ref} onInputChange={onChange} onBlur={onBlur} />
}
