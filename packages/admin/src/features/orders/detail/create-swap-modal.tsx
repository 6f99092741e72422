import type { Order } from '@mercato/client'
import { useAdminCreateSwap, useAdminReturnReasons, useAdminShippingOptions } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormModal } from '../../../components/ui/form-modal'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { DifferenceLine } from './difference-line'
import { chosenLines } from './fulfillable'
import { linesValue } from './order-changes'
import { QuantityTable } from './quantity-table'
import { SelectInput } from './select-input'
import { type PickedVariant, VariantPicker, pickedValue, validPicks } from './variant-picker'

/** Returnable units per line: delivered and not yet sent back. */
const swappable = (order: Order) =>
  Object.fromEntries(
    order.items.map((i) => [i.id, Math.max((i.fulfilled_quantity ?? 0) - (i.returned_quantity ?? 0), 0)]),
  )

/** Creates a swap: what comes back and why, what goes out from the catalogue, and the return shipping. */
export function CreateSwapModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('order-changes')
  const feedback = useMutationFeedback('order-changes')
  const create = useAdminCreateSwap(order.id)
  const { return_reasons } = useAdminReturnReasons()
  const { shipping_options } = useAdminShippingOptions({ region_id: order.region_id, is_return: true })
  const { shipping_options: outbound } = useAdminShippingOptions({
    region_id: order.region_id,
    is_return: false,
  })
  const outboundOptions = (outbound ?? []).filter((o) => !o.is_return)
  const limits = swappable(order)
  const items = order.items.filter((i) => (limits[i.id] ?? 0) > 0)
  const [quantities, setQuantities] = useState<Record<string, number>>(
    Object.fromEntries(items.map((i) => [i.id, 0])),
  )
  const [reason, setReason] = useState('')
  const [option, setOption] = useState('')
  const [sendOption, setSendOption] = useState('')
  const [picked, setPicked] = useState<PickedVariant[]>([])
  const [invalid, setInvalid] = useState<string | null>(null)
  const lines = chosenLines(quantities, limits)
  const sendAmount = outboundOptions.find((o) => o.id === sendOption)?.amount ?? 0
  const difference = pickedValue(picked) + sendAmount - (lines ? linesValue(order.items, lines) : 0)

  const submit = () => {
    const problem = !lines ? 'returnItems' : picked.length === 0 || !validPicks(picked) ? 'newItems' : null
    setInvalid(problem)
    if (problem || !lines) return
    const sent = outboundOptions.find((o) => o.id === sendOption)
    create.mutate(
      {
        return_items: lines.map((line) => (reason ? { ...line, reason_id: reason } : line)),
        additional_items: picked.map((p) => ({ variant_id: p.variant_id, quantity: p.quantity })),
        ...(option ? { return_shipping: { option_id: option } } : {}),
        ...(sent ? { custom_shipping_options: [{ option_id: sent.id, price: sent.amount ?? 0 }] } : {}),
      },
      {
        onSuccess: () => {
          feedback.success(t('swaps.created'))
          onClose()
        },
        onError: feedback.failure,
      },
    )
  }

  return (
    <FormModal
      title={t('swaps.createTitle')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('swaps.create') }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="flex flex-col gap-4">
        <h3 className="text-sm font-semibold text-gray-900">{t('swaps.returnItems')}</h3>
        <QuantityTable items={items} limits={limits} value={quantities} onChange={setQuantities} />
        <SelectInput
          label={t('swaps.reason')}
          value={reason}
          onChange={setReason}
          empty={t('swaps.noReason')}
          options={(return_reasons ?? []).map((r) => ({ value: r.id, label: r.label }))}
        />
        <SelectInput
          label={t('swaps.returnShipping')}
          value={option}
          onChange={setOption}
          empty={t('swaps.noShipping')}
          options={(shipping_options ?? []).map((o) => ({ value: o.id, label: o.name }))}
        />
        <h3 className="text-sm font-semibold text-gray-900">{t('swaps.newItems')}</h3>
        <VariantPicker
          regionId={order.region_id}
          currencyCode={order.currency_code}
          value={picked}
          onChange={setPicked}
        />
        <SelectInput
          label={t('swaps.shipping')}
          value={sendOption}
          onChange={setSendOption}
          empty={t('swaps.chooseShipping')}
          options={outboundOptions.map((o) => ({ value: o.id, label: o.name }))}
        />
        <div className="rounded-lg bg-gray-50 p-3">
          <DifferenceLine amount={difference} currencyCode={order.currency_code} estimated />
          <p className="mt-1 text-xs text-gray-500">{t('swaps.differenceHint')}</p>
        </div>
        {invalid && (
          <p role="alert" className="text-sm text-rose-600">
            {t(`errors.${invalid}`)}
          </p>
        )}
      </div>
    </FormModal>
  )
}
