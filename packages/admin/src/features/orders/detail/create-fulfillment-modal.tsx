import type { Order } from '@mercato/client'
import { useAdminCreateFulfillment, useAdminReservations, useAdminStockLocations } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormModal } from '../../../components/ui/form-modal'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { chosenLines, fulfillableQuantity } from './fulfillable'
import { defaultFulfillmentLocation } from './fulfillment-location'
import { QuantityTable } from './quantity-table'

/** Fulfils chosen quantities of the order's lines from a stock location. */
export function CreateFulfillmentModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('orders')
  const saved = useSaveHandlers('orders')
  const create = useAdminCreateFulfillment(order.id)
  const { stock_locations } = useAdminStockLocations({ limit: 100 })
  const items = order.items.filter((i) => fulfillableQuantity(i) > 0)
  const limits = Object.fromEntries(items.map((i) => [i.id, fulfillableQuantity(i)]))
  const [quantities, setQuantities] = useState<Record<string, number>>(limits)
  const [location, setLocation] = useState('')
  const [invalid, setInvalid] = useState(false)
  const locationId = useId()
  // Units leave from where they are reserved unless staff choose otherwise (the server refuses a
  // location that does not keep the items).
  const { reservations } = useAdminReservations(
    { line_item_id: items.map((i) => i.id), limit: 100 },
    { enabled: items.length > 0 },
  )
  const chosenLocation =
    location ||
    defaultFulfillmentLocation(
      reservations ?? [],
      items.map((i) => i.id),
      (stock_locations ?? []).map((l) => l.id),
    )

  const submit = () => {
    const lines = chosenLines(quantities, limits)
    setInvalid(!lines)
    if (!lines) return
    create.mutate(
      { items: lines, ...(chosenLocation ? { location_id: chosenLocation } : {}) },
      saved(t('fulfillment.created'), onClose),
    )
  }

  return (
    <FormModal
      title={t('fulfillment.createTitle')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('fulfillment.create') }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={locationId} className="text-sm font-medium text-gray-700">
            {t('fulfillment.location')}
          </label>
          <select
            id={locationId}
            value={chosenLocation}
            onChange={(e) => setLocation(e.target.value)}
            className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
          >
            {(stock_locations ?? []).length === 0 && <option value="">{t('fulfillment.noLocation')}</option>}
            {(stock_locations ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <QuantityTable items={items} limits={limits} value={quantities} onChange={setQuantities} />
        {invalid && (
          <p role="alert" className="text-sm text-rose-600">
            {t('quantities.invalid')}
          </p>
        )}
      </div>
    </FormModal>
  )
}
