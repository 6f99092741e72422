import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { moneyMessageValues, moneyTextProblem, moneyTextToMinor } from '../../components/ui/form/money-text'
import { MoneyTextInput } from '../../components/ui/form/money-text-input'
import { FormModal } from '../../components/ui/form-modal'
import { moneyErrorKey } from './gift-card-form'

/** A denomination: its price in each of the store's currencies, as typed (major units). */
export type DenominationPrices = Record<string, string>

export interface DenominationModalProps {
  currencies: string[]
  busy: boolean
  onClose: () => void
  onSave: (prices: { currency_code: string; amount: number }[]) => void
}

/** Asks for one denomination's amount in every currency of the store; the first one is required. */
export function DenominationModal({ currencies, busy, onClose, onSave }: DenominationModalProps) {
  const { t } = useTranslation('gift-cards')
  const [prices, setPrices] = useState<DenominationPrices>({})
  // Translation keys by currency.
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [first] = currencies
  return (
    <FormModal
      title={t('product.addDenomination')}
      description={t('product.denominationHint')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        // The first currency is required; the others are checked when filled in.
        const found: Record<string, string> = {}
        for (const code of currencies) {
          const text = prices[code] ?? ''
          const problem = code === first || text.trim() ? moneyTextProblem(text, code) : null
          if (problem) found[code] = moneyErrorKey(problem, 'errors.value')
        }
        setErrors(found)
        if (Object.keys(found).length) return
        onSave(
          currencies.flatMap((code) => {
            const amount = moneyTextToMinor(prices[code] ?? '', code)
            return amount == null ? [] : [{ currency_code: code, amount }]
          }),
        )
      }}
    >
      {currencies.map((code) => (
        <MoneyTextInput
          key={code}
          label={t('product.amountIn', { currency: code.toUpperCase() })}
          required={code === first}
          currencyCode={code}
          value={prices[code] ?? ''}
          errors={errors[code] && t(errors[code], moneyMessageValues(code))}
          onChange={(text) => setPrices((current) => ({ ...current, [code]: text }))}
        />
      ))}
    </FormModal>
  )
}
