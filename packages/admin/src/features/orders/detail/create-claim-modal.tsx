import type { AdminPostOrdersOrderClaimsReq, Order } from '@mercato/client'
import { useAdminCreateClaim, useAdminShippingOptions } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../../components/ui/form'
import { FormModal } from '../../../components/ui/form-modal'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { formatMoney } from '../../../lib/format'
import { chosenLines } from './fulfillable'
import { claimableQuantity, linesValue } from './order-changes'
import { QuantityTable } from './quantity-table'
import { SelectInput } from './select-input'
import { type PickedVariant, VariantPicker, validPicks } from './variant-picker'

type ClaimType = AdminPostOrdersOrderClaimsReq['type']
type ClaimReason = NonNullable<AdminPostOrdersOrderClaimsReq['claim_items'][number]['reason']>
export const CLAIM_REASONS: readonly ClaimReason[] = [
  'missing_item',
  'wrong_item',
  'production_failure',
  'other',
]

/** What is wrong with a claim before it is sent, or null. */
export function claimProblem(input: {
  type: ClaimType
  lines: unknown[] | null
  picked: PickedVariant[]
  shippingOption: string
  shippingOptions: number
  refund: number | null
  refundable: number
}): string | null {
  if (!input.lines) return 'claimItems'
  if (input.type === 'replace') {
    if (input.picked.length === 0 || !validPicks(input.picked)) return 'newItems'
    if (input.shippingOptions > 0 && !input.shippingOption) return 'shippingOption'
    return null
  }
  if (input.refund !== null && (Number.isNaN(input.refund) || input.refund <= 0)) return 'refundAmount'
  if (input.refund !== null && input.refund > input.refundable) return 'refundTooMuch'
  return null
}

/** Creates a claim: which delivered items are wrong and why, then a refund or replacement items. */
export function CreateClaimModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t, i18n } = useTranslation('order-changes')
  const feedback = useMutationFeedback('order-changes')
  const create = useAdminCreateClaim(order.id)
  const noteId = useId()
  const { shipping_options: outbound } = useAdminShippingOptions({
    region_id: order.region_id,
    is_return: false,
  })
  const { shipping_options: inbound } = useAdminShippingOptions({
    region_id: order.region_id,
    is_return: true,
  })
  const limits = Object.fromEntries(order.items.map((i) => [i.id, claimableQuantity(i, order)]))
  const items = order.items.filter((i) => (limits[i.id] ?? 0) > 0)
  const [type, setType] = useState<ClaimType>('refund')
  const [quantities, setQuantities] = useState<Record<string, number>>(
    Object.fromEntries(items.map((i) => [i.id, 0])),
  )
  const [reason, setReason] = useState<ClaimReason>('production_failure')
  const [note, setNote] = useState('')
  const [returnOption, setReturnOption] = useState('')
  const [shippingOption, setShippingOption] = useState('')
  const [picked, setPicked] = useState<PickedVariant[]>([])
  const [refund, setRefund] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const refundable = order.refundable_amount ?? 0
  const lines = chosenLines(quantities, limits)
  const money = (amount: number) => formatMoney(amount, order.currency_code, i18n.resolvedLanguage ?? 'en')
  const claimedValue = Math.min(lines ? linesValue(order.items, lines) : 0, refundable)
  const options = (outbound ?? []).filter((o) => !o.is_return)

  const submit = () => {
    const found = claimProblem({
      type,
      lines,
      picked,
      shippingOption,
      shippingOptions: options.length,
      refund,
      refundable,
    })
    setProblem(found)
    if (found || !lines) return
    const claimItems = lines.map((l) => ({ ...l, reason, ...(note.trim() ? { note: note.trim() } : {}) }))
    create.mutate(
      {
        type,
        claim_items: claimItems,
        ...(returnOption ? { return_shipping: { option_id: returnOption } } : {}),
        ...(type === 'replace'
          ? {
              additional_items: picked.map((p) => ({ variant_id: p.variant_id, quantity: p.quantity })),
              ...(shippingOption ? { shipping_methods: [{ option_id: shippingOption }] } : {}),
            }
          : refund !== null
            ? { refund_amount: refund }
            : {}),
      },
      {
        onSuccess: () => {
          feedback.success(t('claims.created'))
          onClose()
        },
        onError: feedback.failure,
      },
    )
  }

  return (
    <FormModal
      title={t('claims.createTitle')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('claims.create') }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="flex flex-col gap-4">
        <SelectInput
          label={t('claims.type')}
          value={type}
          onChange={(v) => setType(v as ClaimType)}
          options={(['refund', 'replace'] as const).map((v) => ({ value: v, label: t(`claims.types.${v}`) }))}
        />
        <h3 className="text-sm font-semibold text-gray-900">{t('claims.claimItems')}</h3>
        <QuantityTable items={items} limits={limits} value={quantities} onChange={setQuantities} />
        <SelectInput
          label={t('claims.reason')}
          value={reason}
          onChange={(v) => setReason(v as ClaimReason)}
          options={CLAIM_REASONS.map((r) => ({ value: r, label: t(`claims.reasons.${r}`) }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-gray-700">
            {t('claims.note')}
          </label>
          <textarea
            id={noteId}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
        <SelectInput
          label={t('claims.returnShipping')}
          value={returnOption}
          onChange={setReturnOption}
          empty={t('claims.noReturn')}
          options={(inbound ?? []).map((o) => ({ value: o.id, label: o.name }))}
        />
        {type === 'replace' ? (
          <>
            <h3 className="text-sm font-semibold text-gray-900">{t('claims.newItems')}</h3>
            <VariantPicker
              regionId={order.region_id}
              currencyCode={order.currency_code}
              value={picked}
              onChange={setPicked}
            />
            <SelectInput
              label={t('claims.shippingOption')}
              value={shippingOption}
              onChange={setShippingOption}
              empty={t('claims.chooseShipping')}
              options={options.map((o) => ({ value: o.id, label: o.name }))}
            />
          </>
        ) : (
          <div className="flex flex-col gap-1">
            <MoneyInput
              label={t('claims.refundAmount')}
              currencyCode={order.currency_code}
              value={refund}
              onChange={setRefund}
            />
            <p className="text-xs text-gray-500">
              {t('claims.refundHint', { amount: money(claimedValue), refundable: money(refundable) })}
            </p>
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm text-rose-600">
            {t(`errors.${problem}`, { amount: money(refundable) })}
          </p>
        )}
      </div>
    </FormModal>
  )
}
