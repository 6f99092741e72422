import type { Order, OrderEdit } from '@mercato/client'
import { useOrder, useOrderEdit } from '@mercato/react'
import { useParams } from 'react-router'
import { Link } from '../components/link'
import { useI18n } from '../i18n/context'
import { usePageTitle } from './title'
import { AcceptEdit } from './order-edit/accept-edit'
import { EditChanges } from './order-edit/edit-changes'
import { PayDifference, leftToPay } from './order-edit/pay-difference'

// /order-edits/:id, the link of the "order edit requested" e-mail: the shopper sees what staff changed
// in the order and accepts it (paying any difference first) or declines it; for changes the store
// confirmed itself, the order page's payment link, where the shopper pays what the new total adds. The edit id is the secret,
// as for the order itself, so a guest needs no account.

const frame = 'mx-auto max-w-2xl rounded-lg border border-stone-200 bg-white p-6'

export default function OrderEditPage() {
  const { t } = useI18n()
  const { id = '' } = useParams()
  const { order_edit: edit, isLoading, error } = useOrderEdit(id, { retry: false })
  const { order, error: orderError } = useOrder(edit?.order_id ?? '', { enabled: !!edit, retry: false })
  usePageTitle(t('common.pageTitle.orderEdit'))

  if (isLoading) return <p>{t('orderEdit.loading')}</p>
  if (error || orderError || !edit)
    return (
      <section className={frame}>
        <h1 className="text-2xl font-bold">{t('orderEdit.unavailable.title')}</h1>
        <p role="alert" className="mt-2">
          {t('orderEdit.unavailable.text')}
        </p>
      </section>
    )
  if (!order) return <p>{t('orderEdit.loading')}</p>
  if (leftToPay(edit) > 0)
    return (
      <section aria-labelledby="edit-pay-heading" className={frame}>
        <h1 id="edit-pay-heading" className="text-2xl font-bold">
          {t('orderEdit.pay.title')}
        </h1>
        <p className="mt-1 text-stone-600">{t('orderEdit.forOrder', { number: order.display_id })}</p>
        <PayDifference edit={edit} order={order} />
      </section>
    )
  if (edit.status !== 'requested') return <Settled edit={edit} order={order} />
  return (
    <section aria-labelledby="edit-heading" className={frame}>
      <h1 id="edit-heading" className="text-2xl font-bold">
        {t('common.pageTitle.orderEdit')}
      </h1>
      <p className="mt-1 text-stone-600">{t('orderEdit.forOrder', { number: order.display_id })}</p>
      <p className="mt-3">{t('orderEdit.intro')}</p>
      <EditChanges edit={edit} order={order} />
      <AcceptEdit edit={edit} order={order} />
    </section>
  )
}

/** An edit the shopper (or the store) has already settled: what became of it. */
function Settled({ edit, order }: { edit: OrderEdit; order: Order }) {
  const { t } = useI18n()
  const outcome =
    edit.status === 'confirmed' ? 'accepted' : edit.status === 'declined' ? 'declined' : 'withdrawn'
  return (
    <section aria-labelledby="edit-settled-heading" className={frame}>
      <h1 id="edit-settled-heading" className="text-2xl font-bold">
        {t(`orderEdit.${outcome}.title`)}
      </h1>
      <div role="status" className="mt-2 space-y-1">
        <p>{t('orderEdit.forOrder', { number: order.display_id })}</p>
        <p>{t(`orderEdit.${outcome}.text`)}</p>
      </div>
      <Link to="/" className="mt-6 inline-block underline">
        {t('orderEdit.continueShopping')}
      </Link>
    </section>
  )
}
