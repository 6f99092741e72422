import type { Cart } from '@mercato/client'
import { useCart, useCartShippingOptions } from '@mercato/react'
import { useState } from 'react'
import { Money } from '../../components/price'
import { useI18n } from '../../i18n/context'
import { errorText } from '../../i18n/errors'
import { Alert } from './ui'

export function DeliveryStep({ cart }: { cart: Cart }) {
  const { addShippingMethod } = useCart()
  const { t } = useI18n()
  const { shipping_options: options = [], isLoading } = useCartShippingOptions(cart.id)
  const [error, setError] = useState<string | null>(null)
  // The choice shows at once; it falls back to the cart's method if the server refuses it.
  const [picked, setPicked] = useState<string | null>(null)
  const chosen = picked ?? cart.shipping_methods?.[0]?.shipping_option_id
  const choose = (optionId: string) => {
    setError(null)
    setPicked(optionId)
    addShippingMethod.mutateAsync({ option_id: optionId }).catch((e) => {
      setPicked(null)
      setError(errorText(t, e))
    })
  }
  return (
    <section aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" tabIndex={-1} className="mb-3 text-lg font-semibold">
        {t('checkout.delivery.title')}
      </h2>
      {isLoading && <p>{t('checkout.delivery.loading')}</p>}
      {!isLoading && options.length === 0 && <p>{t('checkout.delivery.none')}</p>}
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('checkout.delivery.legend')}</legend>
        {options.map((o) => (
          <label
            key={o.id}
            className="flex cursor-pointer items-center justify-between gap-3 rounded border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-stone-900"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="shipping_option"
                value={o.id}
                checked={chosen === o.id}
                onChange={() => choose(o.id)}
              />
              {o.name}
            </span>
            <Money amount={o.amount ?? 0} currency={cart.region?.currency_code} />
          </label>
        ))}
      </fieldset>
      <Alert message={error} />
    </section>
  )
}
