import type { Order } from '@mercato/client'
import { useAdminCreateSwap, useAdminReturnReasons } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import {
  ChangeFormModal,
  OutgoingItems,
  useChangeShipping,
  usePickedLines,
  useShippingChoices,
} from './change-form'
import { DifferenceLine } from './difference-line'
import { linesValue } from './order-changes'
import { returnableUnits } from './returnable'
import { useShippingWithTax } from './shipping-tax'
import { SelectInput } from '../../../components/ui/select-input'
import { type PickedVariant, pickedValue, validPicks } from './variant-picker'

/** Creates a swap: what comes back and why, what goes out from the catalogue, and the return shipping. */
export function CreateSwapModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('order-changes')
  const saved = useSaveHandlers('order-changes')
  const create = useAdminCreateSwap(order.id)
  const { return_reasons } = useAdminReturnReasons()
  // The same units the return dialog offers: a swap takes back through a return.
  const { lines, table } = usePickedLines(
    order,
    Object.fromEntries(order.items.map((i) => [i.id, returnableUnits(i, order)])),
  )
  const [reason, setReason] = useState('')
  const [option, setOption] = useState('')
  const [sendOption, setSendOption] = useState('')
  const [picked, setPicked] = useState<PickedVariant[]>([])
  const { inbound, outbound } = useChangeShipping(order, lines, picked)
  const choices = useShippingChoices(order.currency_code)
  const [invalid, setInvalid] = useState<string | null>(null)
  const sent = outbound.find((o) => o.id === sendOption)
  const back = inbound.find((o) => o.id === option)
  // As the server totals the swap's cart: the new items and both shippings with their taxes, less
  // what the returned units were paid.
  const withTax = useShippingWithTax(order)
  const difference =
    pickedValue(picked) + withTax(sent) + withTax(back) - (lines ? linesValue(order.items, lines) : 0)

  const submit = () => {
    const problem = !lines ? 'returnItems' : picked.length === 0 || !validPicks(picked) ? 'newItems' : null
    setInvalid(problem)
    if (problem || !lines) return
    create.mutate(
      {
        return_items: lines.map((line) => (reason ? { ...line, reason_id: reason } : line)),
        additional_items: picked.map((p) => ({ variant_id: p.variant_id, quantity: p.quantity })),
        ...(option ? { return_shipping: { option_id: option } } : {}),
        ...(sent ? { custom_shipping_options: [{ option_id: sent.id, price: sent.amount ?? 0 }] } : {}),
      },
      saved(t('swaps.created'), onClose),
    )
  }

  return (
    <ChangeFormModal
      title={t('swaps.createTitle')}
      saveLabel={t('swaps.create')}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      problem={invalid && t(`errors.${invalid}`)}
    >
      <h3 className="text-sm font-semibold text-gray-900">{t('swaps.returnItems')}</h3>
      {table}
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
        options={choices(inbound)}
      />
      <OutgoingItems
        order={order}
        labels={{
          heading: t('swaps.newItems'),
          shipping: t('swaps.shipping'),
          choose: t('swaps.chooseShipping'),
        }}
        picked={picked}
        onPick={setPicked}
        options={outbound}
        option={sendOption}
        onOption={setSendOption}
      />
      <div className="rounded-lg bg-gray-50 p-3">
        <DifferenceLine amount={difference} currencyCode={order.currency_code} estimated />
        <p className="mt-1 text-xs text-gray-500">{t('swaps.differenceHint')}</p>
      </div>
    </ChangeFormModal>
  )
}
