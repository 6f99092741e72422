import type { AdminPostOrdersOrderClaimsReq, Order } from '@mercato/client'
import { useAdminCreateClaim } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../../components/ui/form'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { formatMoney } from '../../../lib/format'
import { useHasAction } from '../../../lib/staff-areas'
import {
  ChangeFormModal,
  OutgoingItems,
  useChangeShipping,
  usePickedLines,
  useShippingChoices,
} from './change-form'
import { claimableQuantity, linesValue, unitValue } from './order-changes'
import { SelectInput } from '../../../components/ui/select-input'
import { type PickedVariant, validPicks } from './variant-picker'

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

/** The claimed lines' own variants, as the replacement a "Replace" claim sends by default. */
export function sameVariants(order: Order, lines: { item_id: string; quantity: number }[]): PickedVariant[] {
  return lines.flatMap((line) => {
    const item = order.items.find((i) => i.id === line.item_id)
    if (!item?.variant_id) return []
    return [
      {
        variant_id: item.variant_id,
        title:
          item.variant?.title && item.variant.title !== item.title
            ? `${item.title} · ${item.variant.title}`
            : item.title,
        price: unitValue(item),
        quantity: line.quantity,
        profile_id: item.variant?.product?.profile_id ?? null,
      },
    ]
  })
}

/** Creates a claim: which delivered items are wrong and why, then a refund or replacement items. */
export function CreateClaimModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t, i18n } = useTranslation('order-changes')
  const saved = useSaveHandlers('order-changes')
  const create = useAdminCreateClaim(order.id)
  const noteId = useId()
  const { lines, table } = usePickedLines(
    order,
    Object.fromEntries(order.items.map((i) => [i.id, claimableQuantity(i, order)])),
  )
  const { t: tn } = useTranslation()
  // Staff whose refunds are withheld can only claim a replacement.
  const mayRefund = useHasAction('refunds')
  // Until staff choose, the default follows the permission (known once the session has loaded).
  const [chosenType, setType] = useState<ClaimType | null>(null)
  const type: ClaimType = chosenType ?? (mayRefund ? 'refund' : 'replace')
  const [reason, setReason] = useState<ClaimReason>('production_failure')
  const [note, setNote] = useState('')
  const [returnOption, setReturnOption] = useState('')
  const [shippingOption, setShippingOption] = useState('')
  // Until staff change them, the replacements are the claimed lines' own variants.
  const [chosenPicks, setPicked] = useState<PickedVariant[] | null>(null)
  const picked = chosenPicks ?? sameVariants(order, lines ?? [])
  const { inbound, outbound: options } = useChangeShipping(order, lines, type === 'replace' ? picked : [])
  const choices = useShippingChoices(order.currency_code)
  const [refund, setRefund] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const refundable = order.refundable_amount ?? 0
  const money = (amount: number) => formatMoney(amount, order.currency_code, i18n.resolvedLanguage ?? 'en')
  const claimedValue = Math.min(lines ? linesValue(order.items, lines) : 0, refundable)

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
      saved(t('claims.created'), onClose),
    )
  }

  return (
    <ChangeFormModal
      title={t('claims.createTitle')}
      saveLabel={t('claims.create')}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      problem={problem && t(`errors.${problem}`, { amount: money(refundable) })}
    >
      <SelectInput
        label={t('claims.type')}
        value={type}
        onChange={(v) => setType(v as ClaimType)}
        options={(mayRefund ? (['refund', 'replace'] as const) : (['replace'] as const)).map((v) => ({
          value: v,
          label: t(`claims.types.${v}`),
        }))}
      />
      {!mayRefund && <p className="text-xs text-gray-500">{tn('access.refundsWithheld')}</p>}
      <h3 className="text-sm font-semibold text-gray-900">{t('claims.claimItems')}</h3>
      {table}
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
        options={choices(inbound)}
      />
      {type === 'replace' ? (
        <OutgoingItems
          order={order}
          labels={{
            heading: t('claims.newItems'),
            shipping: t('claims.shippingOption'),
            choose: t('claims.chooseShipping'),
          }}
          picked={picked}
          onPick={setPicked}
          options={options}
          option={shippingOption}
          onOption={setShippingOption}
        />
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
    </ChangeFormModal>
  )
}
