import { useMercato, useRequestOrderAccess } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { claimRequestError, orderNumber } from './account-claim-words'

const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'

type Outcome = { sent: true; email: string; number: number } | { sent: false; text: string }

/**
 * "Placed an order as a guest?": registering takes no guest order over (docs/decisions.md), so the
 * shopper names the order, we find it as the guest look-up does, and the server e-mails the order's
 * address a link that adds it to this account (`/account/claim`).
 */
export function ClaimOrderForm({ email, customerId }: { email: string; customerId: string }) {
  const { t } = useI18n()
  const { client } = useMercato()
  const request = useRequestOrderAccess()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const number = orderNumber(String(f.get('display_id') ?? ''))
    const orderEmail = String(f.get('email') ?? '').trim()
    if (number === null) return
    setBusy(true)
    setOutcome(null)
    try {
      let order: { id: string; email: string; customer_id: string | null }
      try {
        ;({ order } = await client.orders.lookupOrder({ display_id: number, email: orderEmail }))
      } catch (err) {
        // Not found reads as on the look-up page: the pair does not match an order.
        setOutcome({ sent: false, text: errorText(t, err) })
        return
      }
      if (order.customer_id === customerId) {
        setOutcome({ sent: false, text: t('account.claim.alreadyYours', { number }) })
        return
      }
      try {
        await request.mutateAsync({ order_ids: [order.id] })
        setOutcome({ sent: true, email: order.email, number })
      } catch (err) {
        setOutcome({ sent: false, text: claimRequestError(t, err, number) })
      }
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="claim-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h3 id="claim-heading" className="font-semibold">
        {t('account.claim.title')}
      </h3>
      <p className="text-sm text-stone-600">{t('account.claim.intro')}</p>
      <form onSubmit={submit} className="mt-2 grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
        <div>
          <label htmlFor="claim-number" className="text-sm font-medium">
            {t('account.claim.orderNumber')}
          </label>
          <input
            id="claim-number"
            name="display_id"
            required
            inputMode="numeric"
            pattern="\s*#?[0-9]+\s*"
            className={input}
          />
        </div>
        <div>
          <label htmlFor="claim-email" className="text-sm font-medium">
            {t('account.claim.email')}
          </label>
          <input
            id="claim-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={email}
            className={input}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50"
        >
          {busy ? t('account.claim.submitting') : t('account.claim.submit')}
        </button>
      </form>
      {outcome?.sent && (
        <p role="status" className="mt-3 rounded bg-green-50 px-3 py-2 text-sm text-green-900">
          {t('account.claim.sent', { email: outcome.email, number: outcome.number })}
        </p>
      )}
      {outcome && !outcome.sent && (
        <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {outcome.text}
        </p>
      )}
    </section>
  )
}
