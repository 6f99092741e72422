import type { Order, ShippingOption } from '@mercato/client'
import { useAdminShippingOptions } from '@mercato/react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormModal } from '../../../components/ui/form-modal'
import { formatMoney } from '../../../lib/format'
import { chosenLines } from './fulfillable'
import { QuantityTable } from './quantity-table'
import { optionsForLines, orderLineProfile, useDefaultProfileId } from './shipping-profiles'
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

/**
 * The region's return options for the profiles of the lines coming back, and its outbound options for
 * the profiles of what goes out (the order's own lines until something is picked).
 */
export function useChangeShipping(
  order: Order,
  returning: { item_id: string }[] | null,
  picked: PickedVariant[],
) {
  const defaultProfile = useDefaultProfileId()
  const { shipping_options: inbound } = useAdminShippingOptions({
    region_id: order.region_id,
    is_return: true,
  })
  const { shipping_options: outbound } = useAdminShippingOptions({
    region_id: order.region_id,
    is_return: false,
  })
  const orderLines = order.items.map(orderLineProfile)
  const back = returning?.length
    ? order.items.filter((i) => returning.some((l) => l.item_id === i.id)).map(orderLineProfile)
    : orderLines
  const out = picked.length ? picked : orderLines
  return {
    inbound: optionsForLines(inbound ?? [], back, defaultProfile),
    outbound: optionsForLines(
      (outbound ?? []).filter((o) => !o.is_return),
      out,
      defaultProfile,
    ),
  }
}

/** Shipping options as select choices, each with its price (calculated ones are priced later). */
export function useShippingChoices(currencyCode: string) {
  const { i18n } = useTranslation()
  const locale = i18n.resolvedLanguage ?? 'en'
  return (options: Pick<ShippingOption, 'id' | 'name' | 'amount' | 'price_type'>[]) =>
    options.map((o) => ({
      value: o.id,
      label:
        o.price_type === 'flat_rate' && typeof o.amount === 'number'
          ? `${o.name} — ${formatMoney(o.amount, currencyCode, locale)}`
          : o.name,
    }))
}

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
  options: ShippingOption[]
  option: string
  onOption: (id: string) => void
}) {
  const choices = useShippingChoices(order.currency_code)
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
        options={choices(options)}
      />
    </>
  )
}
