import type { Order } from '@mercato/client'
import { useAdminShippingOptions } from '@mercato/react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormModal } from '../../../components/ui/form-modal'
import { chosenLines } from './fulfillable'
import { QuantityTable } from './quantity-table'
import { SelectInput } from '../../../components/ui/select-input'
import { type PickedVariant, VariantPicker } from './variant-picker'

/** The form that creates a claim or swap: Cancel and the create button, and what is wrong when it is sent. */
export function ChangeFormModal({
  title,
  saveLabel,
  busy,
  onClose,
  onSubmit,
  problem,
  children,
}: {
  title: string
  saveLabel: string
  busy: boolean
  onClose: () => void
  onSubmit: () => void
  /** Shown under the form as an alert, or nothing. */
  problem: string | null
  children: ReactNode
}) {
  const { t } = useTranslation('order-changes')
  return (
    <FormModal
      title={title}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: saveLabel }}
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <div className="flex flex-col gap-4">
        {children}
        {problem && (
          <p role="alert" className="text-sm text-rose-600">
            {problem}
          </p>
        )}
      </div>
    </FormModal>
  )
}

/**
 * How many of each order line the change takes back, up to `limits` (lines with none to give are not
 * offered): the table to choose them and the chosen lines, or null while none or too many are chosen.
 */
export function usePickedLines(order: Order, limits: Record<string, number>) {
  const items = order.items.filter((i) => (limits[i.id] ?? 0) > 0)
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(items.map((i) => [i.id, 0])),
  )
  const table = <QuantityTable items={items} limits={limits} value={quantities} onChange={setQuantities} />
  return { lines: chosenLines(quantities, limits), table }
}

/** The region's return shipping options and its outbound ones, for a change's two legs. */
export function useChangeShipping(order: Order) {
  const { shipping_options: inbound } = useAdminShippingOptions({
    region_id: order.region_id,
    is_return: true,
  })
  const { shipping_options: outbound } = useAdminShippingOptions({
    region_id: order.region_id,
    is_return: false,
  })
  return { inbound: inbound ?? [], outbound: (outbound ?? []).filter((o) => !o.is_return) }
}

/** Shipping options as select choices. */
export const shippingChoices = (options: { id: string; name: string }[]) =>
  options.map((o) => ({ value: o.id, label: o.name }))

/** What a change sends out: variants picked from the catalogue, and the shipping option they go by. */
export function OutgoingItems({
  order,
  labels,
  picked,
  onPick,
  options,
  option,
  onOption,
}: {
  order: Order
  labels: { heading: string; shipping: string; choose: string }
  picked: PickedVariant[]
  onPick: (picked: PickedVariant[]) => void
  options: { id: string; name: string }[]
  option: string
  onOption: (id: string) => void
}) {
  return (
    <>
      <h3 className="text-sm font-semibold text-gray-900">{labels.heading}</h3>
      <VariantPicker
        regionId={order.region_id}
        currencyCode={order.currency_code}
        value={picked}
        onChange={onPick}
      />
      <SelectInput
        label={labels.shipping}
        value={option}
        onChange={onOption}
        empty={labels.choose}
        options={shippingChoices(options)}
      />
    </>
  )
}
