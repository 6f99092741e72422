import type { Order } from '@mercato/client'
import { useAdminRequestReturn, useAdminReturnReasons, useAdminShippingOptions } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MoneyInput } from '../../../components/ui/form'
import { FormModal } from '../../../components/ui/form-modal'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { SelectInput } from '../../../components/ui/select-input'
import { useShippingChoices } from './change-form'
import { chosenLines } from './fulfillable'
import { QuantityTable } from './quantity-table'
import { refundCeiling, returnRefund, returnableUnits } from './returnable'
import { formatMoney } from '../../../lib/format'

/** Asks for a return: which items and how many, why, how they come back, and what to refund. */
export function RequestReturnModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t, i18n } = useTranslation('orders')
  const saved = useSaveHandlers('orders')
  const request = useAdminRequestReturn(order.id)
  const { return_reasons } = useAdminReturnReasons()
  const { shipping_options } = useAdminShippingOptions({ region_id: order.region_id, is_return: true })
  // Each option with its price, as the swap and claim dialogs list them.
  const choices = useShippingChoices(order.currency_code)
  const items = order.items.filter((i) => returnableUnits(i, order) > 0)
  const limits = Object.fromEntries(items.map((i) => [i.id, returnableUnits(i, order)]))
  const [quantities, setQuantities] = useState<Record<string, number>>(
    Object.fromEntries(items.map((i) => [i.id, 0])),
  )
  const [reason, setReason] = useState('')
  const [option, setOption] = useState('')
  // Null until staff type an amount: the field then shows the refund the server would compute.
  const [refund, setRefund] = useState<number | null>(null)
  const [invalid, setInvalid] = useState(false)
  const ceiling = refundCeiling(order.payments ?? [])
  const postage = (shipping_options ?? []).find((o) => o.id === option)?.amount ?? 0
  const picked = Object.entries(quantities)
    .filter(([id, q]) => Number.isInteger(q) && q > 0 && q <= (limits[id] ?? 0))
    .map(([item_id, quantity]) => ({ item_id, quantity }))
  const expected = returnRefund(order.items, picked, postage, ceiling)
  const tooHigh = refund !== null && refund > ceiling
  const money = (value: number) => formatMoney(value, order.currency_code, i18n.resolvedLanguage ?? 'en')
  // A changed choice changes the refund, so a typed amount gives way to the new one.
  const pickQuantities = (next: Record<string, number>) => {
    setQuantities(next)
    setRefund(null)
  }
  const pickOption = (next: string) => {
    setOption(next)
    setRefund(null)
  }

  const submit = () => {
    const lines = chosenLines(quantities, limits)
    const badRefund = refund !== null && (Number.isNaN(refund) || refund < 0 || tooHigh)
    setInvalid(!lines || badRefund)
    if (!lines || badRefund) return
    request.mutate(
      {
        items: lines.map((line) => (reason ? { ...line, reason_id: reason } : line)),
        ...(option ? { return_shipping: { option_id: option } } : {}),
        ...(refund !== null ? { refund } : {}),
      },
      saved(t('returns.requested'), onClose),
    )
  }

  return (
    <FormModal
      title={t('returns.requestTitle')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('returns.request') }}
      busy={request.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="flex flex-col gap-4">
        <QuantityTable items={items} limits={limits} value={quantities} onChange={pickQuantities} />
        <SelectInput
          label={t('returns.reason')}
          value={reason}
          onChange={setReason}
          empty={t('returns.noReason')}
          options={(return_reasons ?? []).map((r) => ({ value: r.id, label: r.label }))}
        />
        {return_reasons?.length === 0 && (
          // Without reasons of the shop's own the list offers only "No reason given": say where they are made.
          <p className="-mt-2 text-xs text-gray-500">
            {t('returns.noReasonsYet')}{' '}
            <Link to="/a/settings/return-reasons" className="text-violet-700 underline">
              {t('returns.manageReasons')}
            </Link>
          </p>
        )}
        <SelectInput
          label={t('returns.shipping')}
          value={option}
          onChange={pickOption}
          empty={t('returns.noShipping')}
          options={choices(shipping_options ?? [])}
        />
        <div className="flex flex-col gap-1">
          <MoneyInput
            label={t('returns.refund')}
            currencyCode={order.currency_code}
            value={refund ?? expected}
            onChange={setRefund}
          />
          <p className="text-xs text-gray-500">{t('returns.refundHint', { amount: money(ceiling) })}</p>
        </div>
        {invalid && (
          <p role="alert" className="text-sm text-rose-600">
            {tooHigh ? t('returns.refundTooHigh', { amount: money(ceiling) }) : t('quantities.invalid')}
          </p>
        )}
      </div>
    </FormModal>
  )
}
