// Amount inputs (book price, entry amount, amount paid, plan total; docs/product-rules.md#money). The
// machines keep the amount as normalised text written the Portuguese way ('1.234,5', src/contract/money.ts);
// this hook shows it with the language's separators (English swaps them: '1,234.5'), takes what is typed or
// pasted the same way (the thousands separator of the language, the other language's way, with or without
// R$), shows the matching placeholder, and keeps the caret where the user typed when a character is dropped
// or a separator converted (a controlled input would otherwise jump it to the end).
import { useLayoutEffect, useRef } from 'react'
import type { ChangeEvent } from 'react'
import { useLingui } from '@lingui/react'
import { decimalCommaOnBlur, normalizeAmountInput } from '@contract/money'
import { normalizeSignedAmountInput, signedDecimalCommaOnBlur } from '@/lib/signed-amount'

/** The decimal separator of a language's amount inputs. */
export function amountSeparator(language: string): ',' | '.' {
  return language === 'pt-BR' ? ',' : '.'
}

/** The dots and commas of a text swapped: English amounts to the machines' Portuguese way and back. */
const swapSeparators = (text: string) => text.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.'))

/** Normalised amount text ('1.234,5') as the input of `language` shows it ('1.234,5' / '1,234.5'). */
export function displayAmount(value: string, language: string): string {
  return amountSeparator(language) === ',' ? value : swapSeparators(value)
}

/** What the user typed in the input of `language`, written the Portuguese way for the machines. */
export function enteredAmount(raw: string, language: string): string {
  return amountSeparator(language) === ',' ? raw : swapSeparators(raw)
}

/**
 * Props for an amount `<input>`: `value` is the machine's normalised text, `onChange` receives what the
 * user typed written the Portuguese way (the machine normalises it with normalizeAmountInput, or
 * normalizeSignedAmountInput when `signed`: a leading minus is kept); on blur a lone dot before 1–2
 * decimals becomes the decimal separator on screen too.
 */
export function useAmountInput(value: string, onChange: (raw: string) => void, { signed = false }: { signed?: boolean } = {}) {
  const normalize = signed ? normalizeSignedAmountInput : normalizeAmountInput
  const commaOnBlur = signed ? signedDecimalCommaOnBlur : decimalCommaOnBlur
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
    // Phones' decimal keypads have no minus key.
    inputMode: signed ? ('text' as const) : ('decimal' as const),
    autoComplete: 'off',
    placeholder: `0${amountSeparator(i18n.locale)}00`,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const raw = enteredAmount(event.target.value, i18n.locale)
      const at = event.target.selectionStart ?? raw.length
      // What is kept of the text before the caret is where the caret belongs in the normalised text.
      caret.current = normalize(raw.slice(0, at)).length
      onChange(raw)
      setTimeout(placeCaret, 0)
    },
    onBlur: () => {
      const shown = commaOnBlur(value)
      if (shown !== value) {
        caret.current = null
        onChange(shown)
      }
    },
  }
}
