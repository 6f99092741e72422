import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/ui/form'
import { FormModal } from '../../components/ui/form-modal'

/** A denomination: its price in each of the store's currencies (minor units). */
export type DenominationPrices = Record<string, number | null>

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
  const [error, setError] = useState<string>()
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
        const chosen = currencies
          .map((code) => ({ currency_code: code, amount: prices[code] }))
          .filter(
            (p): p is { currency_code: string; amount: number } =>
              p.amount != null && !Number.isNaN(p.amount),
          )
        const main = prices[first ?? '']
        if (main == null || Number.isNaN(main) || main <= 0 || chosen.some((p) => p.amount <= 0))
          return setError(t('errors.value'))
        onSave(chosen)
      }}
    >
      {currencies.map((code) => (
        <MoneyInput
          key={code}
          label={t('product.amountIn', { currency: code.toUpperCase() })}
          required={code === first}
          currencyCode={code}
          value={prices[code]}
          errors={code === first ? error : undefined}
          onChange={(amount) => setPrices((current) => ({ ...current, [code]: amount }))}
        />
      ))}
    </FormModal>
  )
}
