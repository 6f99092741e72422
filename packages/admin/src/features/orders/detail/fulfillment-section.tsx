import type { Fulfillment, Order } from '@mercato/client'
import { useAdminCancelFulfillment, useAdminStockLocations } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { Section } from '../../../components/ui/section'
import { formatDate } from '../../../lib/format'
import { useHasAction } from '../../../lib/staff-areas'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { OrderStatusBadge } from '../order-badges'
import { fulfillmentSlipPath } from '../urls'
import { CreateFulfillmentModal } from './create-fulfillment-modal'
import { fulfillableQuantity } from './fulfillable'
import { lineTitle } from './order-changes'
import { ShipModal } from './ship-modal'
import { TrackingLinks } from './tracking-links'

/** Fulfillments of the order: create one, mark it shipped with tracking numbers, or cancel it. */
export function FulfillmentSection({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const { t: tn } = useTranslation()
  const mayFulfill = useHasAction('fulfillments')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('orders')
  const cancel = useAdminCancelFulfillment(order.id)
  const { stock_locations } = useAdminStockLocations({ limit: 100 })
  const [creating, setCreating] = useState(false)
  const [shipping, setShipping] = useState<Fulfillment | null>(null)
  const open = order.status !== 'canceled' && order.status !== 'archived'
  const fulfillable = open && order.items.some((i) => fulfillableQuantity(i) > 0)
  const canCreate = fulfillable && mayFulfill
  const itemTitle = (id: string) => lineTitle(order.items, id)
  const locationName = (id: string | null | undefined) => stock_locations?.find((l) => l.id === id)?.name

  const onCancel = async (f: Fulfillment, index: number) => {
    const ok = await confirm({
      title: t('fulfillment.cancelTitle', { number: index + 1 }),
      description: t('fulfillment.cancelMessage'),
      confirmLabel: t('fulfillment.cancel'),
      cancelLabel: t('fulfillment.keep'),
      destructive: true,
    })
    if (!ok) return
    cancel.mutate(f.id, {
      onSuccess: () => feedback.success(t('fulfillment.canceled')),
      onError: feedback.failure,
    })
  }

  const fulfillments = order.fulfillments ?? []
  return (
    <Section
      title={t('fulfillment.title')}
      actions={
        canCreate && (
          <Button size="small" onClick={() => setCreating(true)}>
            {t('fulfillment.create')}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        {fulfillable && !mayFulfill && <p className="text-gray-500">{tn('access.fulfillmentsWithheld')}</p>}
        <div>
          <OrderStatusBadge kind="fulfillment" status={order.fulfillment_status} />
        </div>
        {fulfillments.length === 0 && <p className="text-gray-500">{t('fulfillment.none')}</p>}
        <ul className="flex flex-col gap-3">
          {fulfillments.map((f, index) => {
            const live = !f.canceled_at && !f.shipped_at
            const where = locationName(f.location_id)
            return (
              <li
                key={f.id}
                aria-label={t('fulfillment.name', { number: index + 1 })}
                className="rounded-lg border border-gray-200 p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-gray-900">
                    <span>{t('fulfillment.name', { number: index + 1 })}</span>
                    <bdi className="text-xs font-normal text-gray-500">
                      {formatDate(f.created_at, locale)}
                    </bdi>
                  </p>
                  <OrderStatusBadge
                    kind="fulfillment"
                    status={f.canceled_at ? 'canceled' : f.shipped_at ? 'shipped' : 'fulfilled'}
                  />
                </div>
                {where && (
                  <p className="text-xs text-gray-500">{t('fulfillment.from', { location: where })}</p>
                )}
                <ul className="mt-2 text-gray-700">
                  {(f.items ?? []).map((fi) => (
                    <li key={fi.item_id}>
                      {t('fulfillment.line', { quantity: fi.quantity, item: itemTitle(fi.item_id) })}
                    </li>
                  ))}
                </ul>
                {(f.tracking_links ?? []).length > 0 && (
                  <p className="mt-1 text-xs text-gray-500">
                    <TrackingLinks
                      links={f.tracking_links ?? []}
                      sentence={(numbers) => t('fulfillment.trackingList', { numbers })}
                    />
                  </p>
                )}
                {!f.canceled_at && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Link
                      to={fulfillmentSlipPath(order.id, f.id)}
                      className={buttonClassName('secondary', 'small')}
                    >
                      {t('print.packingSlip')}
                    </Link>
                    {live && open && mayFulfill && (
                      <>
                        <Button size="small" variant="secondary" onClick={() => setShipping(f)}>
                          {t('fulfillment.markShipped')}
                        </Button>
                        <Button size="small" variant="danger" onClick={() => void onCancel(f, index)}>
                          {t('fulfillment.cancel')}
                        </Button>
                      </>
                    )}
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      </div>
      {creating && <CreateFulfillmentModal order={order} onClose={() => setCreating(false)} />}
      {shipping && <ShipModal order={order} fulfillment={shipping} onClose={() => setShipping(null)} />}
    </Section>
  )
}
