import type { DraftOrder } from '@mercato/client'
import { useAdminDraftOrderRegisterPayment, useAdminStore } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { formatMoney } from '../../../lib/format'
import { orderPath } from '../urls'

/** The store's checkout link for the draft's cart (Medusa's `{cart_id}` template), when one is set. */
export const paymentLink = (template: string | null | undefined, cartId: string) =>
  template ? template.replace(/\{cart_id\}/g, cartId) : null

/** Payment: the link to share while open, "Mark as paid" to make the order; once paid, the order. */
export function PaymentSection({ draft }: { draft: DraftOrder }) {
  const { t, i18n } = useTranslation('draft-orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const navigate = useNavigate()
  const feedback = useMutationFeedback('draft-orders')
  const { store } = useAdminStore()
  const pay = useAdminDraftOrderRegisterPayment(draft.id)
  const cart = draft.cart!
  const total = formatMoney(cart.total ?? 0, cart.region?.currency_code ?? 'usd', locale)
  const link = paymentLink(store?.payment_link_template, cart.id)

  const markPaid = async () => {
    const ok = await confirm({
      title: t('payment.confirmTitle'),
      description: t('payment.confirmDescription', { total }),
      confirmLabel: t('payment.markPaid'),
    })
    if (!ok) return
    await feedback.track(pay.mutateAsync(), t('toast.paid')).then(
      ({ order }) => navigate(orderPath(order.id)),
      () => undefined,
    )
  }

  if (draft.status === 'completed')
    return (
      <Section title={t('payment.title')}>
        <p className="text-sm text-gray-700">
          {t('payment.paid', { total })}{' '}
          {draft.order_id && (
            <Link to={orderPath(draft.order_id)} className="text-violet-700 hover:underline">
              {t('detail.viewOrder', { id: draft.order?.display_id ?? '' })}
            </Link>
          )}
        </p>
      </Section>
    )

  return (
    <Section
      title={t('payment.title')}
      actions={
        <Button size="small" loading={pay.isPending} onClick={() => void markPaid()}>
          {t('payment.markPaid')}
        </Button>
      }
    >
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-gray-700">{t('payment.awaiting', { total })}</p>
        {link ? (
          <p className="text-gray-700">
            {t('payment.link')}{' '}
            <a href={link} className="break-all text-violet-700 hover:underline">
              {link}
            </a>
          </p>
        ) : (
          <p className="text-gray-500">{t('payment.noLink')}</p>
        )}
      </div>
    </Section>
  )
}
