import type { Order, OrderEdit } from '@mercato/client'
import {
  useAuthorizePaymentSessionsBatch,
  useCompleteOrderEdit,
  useDeclineOrderEdit,
  useManagePaymentSession,
  useRegion,
} from '@mercato/react'
import { useState } from 'react'
import { PaymentMethodChoices } from '../../components/payment-method-choices'
import { useI18n } from '../../i18n/context'
import { errorText } from '../../i18n/errors'
import { Alert, primary } from '../checkout/ui'

const secondary = 'rounded border border-stone-300 bg-white px-4 py-2.5 font-medium disabled:opacity-50'

/**
 * Accept or decline. When the edit costs more, staff's request opened a payment collection for the
 * difference: a session with the shopper's pick is authorized before the edit is completed (the
 * server refuses to complete it unpaid). Declining asks first: the order then stays as it was.
 */
export function AcceptEdit({ edit, order }: { edit: OrderEdit; order: Order }) {
  const { t } = useI18n()
  const collection = edit.payment_collection
  const collectionId = collection?.id ?? ''
  const owes = (edit.difference_due ?? 0) > 0 && !!collection
  const paid = collection?.status === 'authorized'
  const { region } = useRegion(order.region_id, { enabled: owes && !paid })
  const providers = region?.payment_providers ?? []
  const [picked, setPicked] = useState<string | null>(null)
  const provider = picked ?? providers[0]?.id ?? ''
  const openSession = useManagePaymentSession(collectionId)
  const authorize = useAuthorizePaymentSessionsBatch(collectionId)
  const complete = useCompleteOrderEdit(edit.id)
  const decline = useDeclineOrderEdit(edit.id)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const run = async (step: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await step()
    } catch (e) {
      setError(errorText(t, e))
    } finally {
      setBusy(false)
    }
  }
  const accept = () =>
    run(async () => {
      if (owes && !paid) {
        const { payment_collection } = await openSession.mutateAsync({ provider_id: provider })
        const session = payment_collection.payment_sessions?.find((s) => s.provider_id === provider)
        if (!session) throw new Error(t('orderEdit.accept.paymentDeclined'))
        const authorized = await authorize.mutateAsync({ session_ids: [session.id] })
        if (authorized.payment_collection.status !== 'authorized') {
          setError(t('orderEdit.accept.paymentDeclined'))
          return
        }
      }
      await complete.mutateAsync()
    })

  return (
    <div className="mt-5 border-t border-stone-200 pt-4">
      {owes && !paid && (
        <fieldset className="space-y-2">
          <legend className="mb-1 font-medium">{t('orderEdit.accept.paymentMethod')}</legend>
          <PaymentMethodChoices providers={providers} chosen={provider} onChoose={setPicked} />
          {region && providers.length === 0 && (
            <p className="text-sm">{t('orderEdit.accept.noPaymentMethods')}</p>
          )}
        </fieldset>
      )}
      {!asking ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void accept()}
            disabled={busy || (owes && !paid && !provider)}
            className={`${primary} grow`}
          >
            {busy
              ? t('orderEdit.accept.working')
              : t(owes && !paid ? 'orderEdit.accept.payAndAccept' : 'orderEdit.accept.accept')}
          </button>
          <button type="button" onClick={() => setAsking(true)} disabled={busy} className={secondary}>
            {t('orderEdit.decline.button')}
          </button>
        </div>
      ) : (
        <fieldset className="mt-4 rounded bg-stone-100 p-3">
          <legend className="float-start font-medium">{t('orderEdit.decline.question')}</legend>
          <div className="clear-both flex flex-wrap gap-3 pt-3">
            <button
              type="button"
              disabled={busy}
              className={primary}
              onClick={() => void run(async () => void (await decline.mutateAsync({})))}
            >
              {t('orderEdit.decline.confirm')}
            </button>
            <button type="button" disabled={busy} className={secondary} onClick={() => setAsking(false)}>
              {t('orderEdit.decline.keep')}
            </button>
          </div>
        </fieldset>
      )}
      <Alert message={error} />
    </div>
  )
}
