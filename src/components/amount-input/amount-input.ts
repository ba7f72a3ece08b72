// Amount inputs (book price, entry amount, amount paid, plan total; SPEC §5, issue 10 §14). The machines keep
// the amount as normalised text with a comma ('12,5', src/api/schemas/money.ts); this hook shows it with the
// language's decimal separator (a comma in Portuguese, a dot in English — both are accepted when typed), with
// the matching placeholder, and keeps the caret where the user typed when a character is dropped or a
// separator converted (a controlled input would otherwise jump it to the end).
import { useLayoutEffect, useRef } from 'react'
import type { ChangeEvent } from 'react'
import { useLingui } from '@lingui/react'
import { normalizePriceInput } from '@/api/schemas/money'

/** The decimal separator of a language's amount inputs. */
export function amountSeparator(language: string): ',' | '.' {
  return language === 'pt-BR' ? ',' : '.'
}

/** Normalised amount text ('12,5') as the input of `language` shows it ('12,5' / '12.5'). */
export function displayAmount(value: string, language: string): string {
  return amountSeparator(language) === ',' ? value : value.replace(/,/g, '.')
}

/**
 * Props for an amount `<input>`: `value` is the machine's normalised text, `onChange` receives what the
 * user typed (the machine normalises it with normalizePriceInput).
 */
export function useAmountInput(value: string, onChange: (raw: string) => void) {
  const { i18n } = useLingui()
  const ref = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)

  const placeCaret = () => {
    const element = ref.current
    if (caret.current === null || !element || element.ownerDocument.activeElement !== element) return
    element.setSelectionRange(caret.current, caret.current)
  }
  // After a render with the new value; and after React restores an unchanged value (a dropped character).
  useLayoutEffect(placeCaret)

  return {
    ref,
    value: displayAmount(value, i18n.locale),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    placeholder: `0${amountSeparator(i18n.locale)}00`,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value
      const at = event.target.selectionStart ?? raw.length
      // What is kept of the text before the caret is where the caret belongs in the normalised text.
      caret.current = normalizePriceInput(raw.slice(0, at)).length
      onChange(raw)
      setTimeout(placeCaret, 0)
    },
  }
}
