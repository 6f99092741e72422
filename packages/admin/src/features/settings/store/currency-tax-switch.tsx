import * as RadixSwitch from '@radix-ui/react-switch'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useReadOnly } from '../../../components/ui/read-only'
import { useCurrencyIncludesTax } from './currency-tax'

/** A store currency's "Prices include tax" switch, saved as soon as it is flipped. */
export function CurrencyTaxSwitch({ code, checked }: { code: string; checked: boolean }) {
  const { t } = useTranslation('settings')
  const id = useId()
  const readOnly = useReadOnly()
  const { set, isPending } = useCurrencyIncludesTax(code)
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs text-gray-600">
        {t('store.includesTax')}
      </label>
      <RadixSwitch.Root
        id={id}
        aria-label={t('store.includesTaxFor', { code: code.toUpperCase() })}
        checked={checked}
        onCheckedChange={set}
        disabled={readOnly || isPending}
        className="relative h-5 w-9 shrink-0 rounded-full bg-gray-300 transition-colors data-[state=checked]:bg-violet-600 disabled:cursor-not-allowed"
      >
        <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px] rtl:data-[state=checked]:-translate-x-[18px] rtl:-translate-x-0.5" />
      </RadixSwitch.Root>
    </span>
  )
}
