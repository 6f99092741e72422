import type { Order, OrderEdit } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import { useAuthorizePaymentSessionsBatch, useManagePaymentSession, useRegion } from '@mercato/react'
import { useState } from 'react'
import { PaymentMethodChoices } from '../../components/payment-method-choices'
import { useI18n } from '../../i18n/context'
import { errorText } from '../../i18n/errors'
import { Alert, primary } from '../checkout/ui'

/** A collection still to pay: its amount less what was authorized already. */
export function leftToPay(edit: Pick<OrderEdit, 'status' | 'payment_collection'>): number {
  const c = edit.payment_collection
  if (edit.status !== 'confirmed' || !c || !['not_paid', 'awaiting'].includes(c.status)) return 0
  return Math.max(0, c.amount - (c.authorized_amount ?? 0))
}

/**
 * The store confirmed the changes itself and the total went up: the shopper pays the difference on
 * the edit's payment collection (a session with their pick, authorized), which settles the order.
 */
export function PayDifference({ edit, order }: { edit: OrderEdit; order: Order }) {
  const { t } = useI18n()
  const collectionId = edit.payment_collection?.id ?? ''
  const { region } = useRegion(order.region_id)
  const providers = region?.payment_providers ?? []
  const [picked, setPicked] = useState<string | null>(null)
  const provider = picked ?? providers[0]?.id ?? ''
  const openSession = useManagePaymentSession(collectionId)
  const authorize = useAuthorizePaymentSessionsBatch(collectionId)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const amount = formatMoney(leftToPay(edit), order.currency_code)

  const pay = async () => {
    setBusy(true)
    setError(null)
    try {
      const { payment_collection } = await openSession.mutateAsync({ provider_id: provider })
      const session = payment_collection.payment_sessions?.find((s) => s.provider_id === provider)
      if (!session) throw new Error(t('orderEdit.accept.paymentDeclined'))
      const authorized = await authorize.mutateAsync({ session_ids: [session.id] })
      if (authorized.payment_collection.status !== 'authorized')
        setError(t('orderEdit.accept.paymentDeclined'))
      else setDone(true)
    } catch (e) {
      setError(errorText(t, e))
    } finally {
      setBusy(false)
    }
  }

  if (done)
    return (
      <p role="status" className="mt-4">
        {t('orderEdit.pay.done')}
      </p>
    )
  return (
    <div className="mt-4 space-y-4">
      <p>{t('orderEdit.pay.text', { amount })}</p>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium">{t('orderEdit.accept.paymentMethod')}</legend>
        <PaymentMethodChoices providers={providers} chosen={provider} onChoose={setPicked} />
        {region && providers.length === 0 && (
          <p className="text-sm">{t('orderEdit.accept.noPaymentMethods')}</p>
        )}
      </fieldset>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={busy || !provider}
        className={`${primary} w-full`}
      >
        {busy ? t('orderEdit.accept.working') : t('orderEdit.pay.button', { amount })}
      </button>
      <Alert message={error} />
    </div>
  )
}
