import type { Cart, Swap } from '@mercato/client'
import { swapKeys, useCompleteCart, useCreatePaymentSession, useSetPaymentSession } from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { PaymentMethodChoices } from '../../components/payment-method-choices'
import { Money } from '../../components/price'
import { useI18n } from '../../i18n/context'
import { errorText } from '../../i18n/errors'
import { Alert, primary } from '../checkout/ui'

/**
 * The difference and the confirm button. A difference due is paid as a checkout pays: payment
 * sessions for the region's providers, the shopper's pick selected, then the cart completed, which
 * confirms the swap. With nothing due the cart is completed without a payment.
 */
export function ConfirmExchange({ cart, onConfirmed }: { cart: Cart; onConfirmed(swap: Swap): void }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const createSessions = useCreatePaymentSession(cart.id)
  const selectSession = useSetPaymentSession(cart.id)
  const complete = useCompleteCart(cart.id)
  const providers = cart.region?.payment_providers ?? []
  const [provider, setProvider] = useState(providers[0]?.id ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const due = cart.total ?? 0
  const currency = cart.region?.currency_code

  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      if (due > 0) {
        await createSessions.mutateAsync()
        await selectSession.mutateAsync({ provider_id: provider })
      }
      const result = await complete.mutateAsync()
      if (result.type !== 'swap') {
        setError(t('exchange.confirm.paymentDeclined'))
        return
      }
      void queryClient.invalidateQueries({ queryKey: swapKeys.all })
      onConfirmed(result.data)
    } catch (e) {
      setError(errorText(t, e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-5 border-t border-stone-200 pt-4">
      <p className="flex justify-between text-lg font-semibold">
        <span>
          {t(
            due > 0
              ? 'exchange.confirm.amountDue'
              : due < 0
                ? 'exchange.confirm.toBeRefunded'
                : 'exchange.confirm.nothingToPay',
          )}
        </span>
        {due !== 0 && <Money amount={Math.abs(due)} currency={currency} />}
      </p>
      {due < 0 && <p className="text-sm text-stone-600">{t('exchange.confirm.refundNote')}</p>}
      {due > 0 && (
        <fieldset className="mt-3 space-y-2">
          <legend className="mb-1 font-medium">{t('exchange.confirm.paymentMethod')}</legend>
          <PaymentMethodChoices providers={providers} chosen={provider} onChoose={setProvider} />
          {providers.length === 0 && <p className="text-sm">{t('exchange.confirm.noPaymentMethods')}</p>}
        </fieldset>
      )}
      <button
        type="button"
        onClick={confirm}
        disabled={busy || (due > 0 && !provider)}
        className={`${primary} mt-4 w-full`}
      >
        {busy
          ? t('exchange.confirm.confirming')
          : due > 0
            ? t('exchange.confirm.confirmAndPay')
            : t('exchange.confirm.confirm')}
      </button>
      <Alert message={error} />
    </div>
  )
}
