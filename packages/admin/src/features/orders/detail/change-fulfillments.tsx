import type { ShipmentCarrier } from './carrier-select'
import type { Fulfillment, LineItem } from '@mercato/client'
import { useState } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { ChangeBadge } from './change-badge'
import { ChangeShipModal } from './change-ship-modal'
import { TrackingLinks } from './tracking-links'

/** The fulfillments of a swap or claim, each shippable once with tracking numbers. */
export function ChangeFulfillments({
  fulfillments,
  items,
  canShip,
  shipping,
  onShip,
}: {
  fulfillments: Fulfillment[]
  items: LineItem[]
  canShip: boolean
  shipping: boolean
  /** Resolves once the shipment is recorded, so the dialog can close. */
  onShip: (
    fulfillmentId: string,
    shipment: { tracking_numbers: string[] } & ShipmentCarrier,
    done: () => void,
  ) => void
}) {
  const { t, i18n } = useTranslation('order-changes')
  const [open, setOpen] = useState<string | null>(null)
  if (fulfillments.length === 0) return null
  const title = (id: string) => items.find((i) => i.id === id)?.title ?? id
  return (
    <div className="mt-2 flex flex-col gap-2">
      {fulfillments.map((f, index) => {
        const numbers = (f.tracking_links ?? []).map((l) => l.tracking_number)
        const status = f.canceled_at ? 'canceled' : f.shipped_at ? 'shipped' : 'fulfilled'
        return (
          <div key={f.id} className="rounded-md bg-gray-50 px-3 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-gray-900">{t('fulfillments.name', { number: index + 1 })}</p>
              <ChangeBadge kind="fulfillment" status={status} />
            </div>
            <p className="text-xs text-gray-600">
              {joinList(
                (f.items ?? []).map((fi) => t('line', { quantity: fi.quantity, item: title(fi.item_id) })),
                i18n.resolvedLanguage ?? 'en',
                'plain',
              )}
            </p>
            {numbers.length > 0 && (
              <p className="text-xs text-gray-500">
                <TrackingLinks
                  links={f.tracking_links ?? []}
                  sentence={(list) => t('fulfillments.tracking', { numbers: list })}
                />
              </p>
            )}
            {canShip && !f.canceled_at && !f.shipped_at && (
              <Button size="small" variant="secondary" className="mt-2" onClick={() => setOpen(f.id)}>
                {t('fulfillments.markShipped')}
              </Button>
            )}
          </div>
        )
      })}
      {open && (
        <ChangeShipModal
          busy={shipping}
          onClose={() => setOpen(null)}
          onSubmit={(shipment) => onShip(open, shipment, () => setOpen(null))}
        />
      )}
    </div>
  )
}
