import type { Order, Return } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import {
  useCreateReturn,
  useGetSession,
  useOrder,
  useReturnReasons,
  useShippingOptions,
} from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useParams } from 'react-router'
import { AFTER_SALE_EXPAND } from '../components/after-sale'
import { Link } from '../components/link'
import { itemCount, returnBlocker, returnableItems, returnableQuantity } from '../components/order'
import { Money } from '../components/price'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { usePageTitle } from './title'

const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'

export default function ReturnPage() {
  const { t } = useI18n()
  const { id = '' } = useParams()
  // With its returns and claims, so that what is already on its way back is not offered again.
  const { order, isLoading, error } = useOrder(id, undefined, { expand: AFTER_SALE_EXPAND })
  const [requested, setRequested] = useState<Return | null>(null)
  // A guest reached this page from the order look-up and has no account to go back to.
  const { customer } = useGetSession({ retry: false })
  usePageTitle(t('common.pageTitle.requestReturn'))
  if (isLoading) return <p>{t('returns.loading')}</p>
  if (!order || error) return <p role="alert">{t('returns.notFound')}</p>
  return (
    <section
      aria-labelledby="return-heading"
      className="mx-auto max-w-2xl rounded-lg border border-stone-200 bg-white p-6"
    >
      <h1 id="return-heading" className="text-2xl font-bold">
        {requested ? t('returns.requested.title') : t('returns.title', { number: order.display_id })}
      </h1>
      {requested ? (
        <Requested order={order} requested={requested} />
      ) : (
        <ReturnForm order={order} onDone={setRequested} />
      )}
      {customer ? (
        <Link to="/account" className="mt-6 inline-block underline">
          {t('returns.backToAccount')}
        </Link>
      ) : (
        <Link to="/" className="mt-6 inline-block underline">
          {t('returns.backToShop')}
        </Link>
      )}
    </section>
  )
}

function Requested({ order, requested }: { order: Order; requested: Return }) {
  const { t } = useI18n()
  const count = (requested.items ?? []).reduce((n, i) => n + i.quantity, 0)
  return (
    <div role="status" className="mt-2 space-y-1">
      <p>{t('returns.requested.text', { items: itemCount(t, count), number: order.display_id })}</p>
      <p>
        {t('returns.requested.refund', { amount: formatMoney(requested.refund_amount, order.currency_code) })}
      </p>
    </div>
  )
}

function ReturnForm({ order, onDone }: { order: Order; onDone(requested: Return): void }) {
  const { t } = useI18n()
  const { return_reasons: reasons = [] } = useReturnReasons()
  const { shipping_options: returnOptions = [] } = useShippingOptions({
    region_id: order.region_id,
    is_return: true,
  })
  const createReturn = useCreateReturn()
  const [error, setError] = useState<string | null>(null)
  // Only what has been sent to the shopper can come back.
  const returnable = returnableItems(order)
  const blocker = returnBlocker(t, order)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    const f = new FormData(e.currentTarget)
    const reasonId = String(f.get('reason_id') ?? '') || undefined
    const note = String(f.get('note') ?? '').trim() || undefined
    const items = returnable
      .map((i) => ({
        item_id: i.id,
        quantity: Number(f.get(`quantity-${i.id}`) ?? 0),
        reason_id: reasonId,
        note,
      }))
      .filter((i) => i.quantity > 0)
    if (items.length === 0) return setError(t('returns.form.noItems'))
    const optionId = String(f.get('return_shipping') ?? '')
    try {
      const { return: created } = await createReturn.mutateAsync({
        order_id: order.id,
        items,
        return_shipping: optionId ? { option_id: optionId } : undefined,
      })
      onDone(created)
    } catch (err) {
      setError(errorText(t, err))
    }
  }

  if (blocker || returnable.length === 0)
    return <p className="mt-2">{blocker?.long ?? t('returns.nothingReturnable')}</p>
  return (
    <form onSubmit={submit} className="mt-4 space-y-5">
      <fieldset>
        <legend className="mb-2 font-semibold">{t('returns.form.items')}</legend>
        <ul className="space-y-2">
          {returnable.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3">
              <label htmlFor={`quantity-${item.id}`}>
                {item.title}
                {item.variant?.title && item.variant.title !== item.title ? ` (${item.variant.title})` : ''}
                <span className="text-sm text-stone-600">
                  {' '}
                  {t('returns.form.upTo', { max: returnableQuantity(order, item) })}
                </span>
              </label>
              <input
                id={`quantity-${item.id}`}
                name={`quantity-${item.id}`}
                type="number"
                min={0}
                max={returnableQuantity(order, item)}
                defaultValue={0}
                className="w-20 rounded border border-stone-300 px-2 py-1"
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <label htmlFor="return-reason" className="text-sm font-medium">
          {t('returns.form.reason')}
        </label>
        <select id="return-reason" name="reason_id" className={input} defaultValue="">
          <option value="">{t('returns.form.noReason')}</option>
          {reasons.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="return-note" className="text-sm font-medium">
          {t('returns.form.note')}
        </label>
        <textarea id="return-note" name="note" rows={2} className={input} />
      </div>
      {returnOptions.length > 0 && (
        <fieldset>
          <legend className="mb-2 font-semibold">{t('returns.form.shipping')}</legend>
          {returnOptions.map((o, index) => (
            <label key={o.id} className="flex items-center justify-between gap-3 py-1">
              <span className="flex items-center gap-2">
                <input type="radio" name="return_shipping" value={o.id} defaultChecked={index === 0} />
                {o.name}
              </span>
              <Money amount={o.amount ?? 0} currency={order.currency_code} />
            </label>
          ))}
        </fieldset>
      )}
      <button
        type="submit"
        disabled={createReturn.isPending}
        className="rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50"
      >
        {createReturn.isPending ? t('returns.form.sending') : t('returns.form.submit')}
      </button>
      {error && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  )
}
