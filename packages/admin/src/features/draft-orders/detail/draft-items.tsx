import type { Cart, DraftOrder, LineItem } from '@mercato/client'
import { useAdminDraftOrderRemoveLineItem, useAdminDraftOrderUpdateLineItem } from '@mercato/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Section } from '../../../components/ui/section'
import { formatMoney } from '../../../lib/format'
import { PriceText, SkuText } from '../variant-search'
import { AddItemModal } from './add-item-modal'

/** How long the − and + buttons wait for another click before the quantity is saved. */
const STEP_SAVE_DELAY_MS = 600

/**
 * A line's quantity: typed, then saved on Enter or when the field is left; changed with − and +, saved
 * once the clicks stop (the buttons never focus the field, so it is never left). Below 1 it is not saved:
 * the field says so and offers to remove the line instead.
 */
function QuantityCell({
  draftId,
  line,
  onRemove,
}: {
  draftId: string
  line: LineItem
  onRemove: () => Promise<boolean>
}) {
  const { t } = useTranslation('draft-orders')
  const feedback = useMutationFeedback('draft-orders')
  const update = useAdminDraftOrderUpdateLineItem(draftId)
  const [text, setText] = useState(String(line.quantity))
  const [tooFew, setTooFew] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const revert = () => {
    setText(String(line.quantity))
    setTooFew(false)
  }
  const save = (typed: string) => {
    clearTimeout(timer.current)
    const quantity = Number.parseInt(typed, 10)
    if (quantity === line.quantity) return setTooFew(false)
    if (Number.isInteger(quantity) && quantity < 1) return setTooFew(true)
    if (!Number.isInteger(quantity)) return revert()
    setTooFew(false)
    void feedback
      .track(
        update.mutateAsync({ item_id: line.id, quantity }),
        t('toast.quantityChanged', { title: line.title }),
      )
      .catch(() => setText(String(line.quantity)))
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <InputField
        type="number"
        min={1}
        className="w-28"
        aria-label={t('items.quantityOf', { title: line.title })}
        value={text}
        disabled={update.isPending}
        errors={tooFew ? [t('items.atLeastOne')] : undefined}
        onChange={(e) => {
          const typed = e.target.value
          setText(typed)
          setTooFew(false)
          if (document.activeElement === e.target) return
          clearTimeout(timer.current)
          timer.current = setTimeout(() => save(typed), STEP_SAVE_DELAY_MS)
        }}
        onBlur={(e) => save(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && save(e.currentTarget.value)}
      />
      {tooFew && (
        <Button
          size="small"
          variant="ghost"
          onClick={() => void onRemove().then((removed) => !removed && revert())}
        >
          {t('items.removeInstead')}
        </Button>
      )}
    </div>
  )
}

/** The draft's lines; while open, lines can be added, their quantity changed and removed. */
export function DraftItems({ draft, cart }: { draft: DraftOrder; cart: Cart }) {
  const { t, i18n } = useTranslation('draft-orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('draft-orders')
  const remove = useAdminDraftOrderRemoveLineItem(draft.id)
  const [adding, setAdding] = useState(false)
  const open = draft.status === 'open'
  const currency = cart.region?.currency_code ?? 'usd'
  const money = (minor: number | null | undefined) => formatMoney(minor ?? 0, currency, locale)

  /** Asks first; whether the line was removed. */
  const removeLine = async (line: LineItem) => {
    const ok = await confirm({
      title: t('items.removeTitle', { title: line.title }),
      confirmLabel: t('items.remove'),
      destructive: true,
    })
    if (!ok) return false
    return feedback.track(remove.mutateAsync(line.id), t('toast.itemRemoved', { title: line.title })).then(
      () => true,
      () => false,
    )
  }

  return (
    <Section
      title={t('items.title')}
      actions={
        open && (
          <Button size="small" variant="secondary" onClick={() => setAdding(true)}>
            {t('items.addTitle')}
          </Button>
        )
      }
    >
      {cart.items.length ? (
        // On a phone the price and line total go under the item's name, and Remove under its quantity.
        <table className="w-full text-sm" aria-label={t('items.title')}>
          <thead>
            <tr className="text-xs text-gray-500">
              <th className="py-1 text-start font-medium">{t('items.item')}</th>
              <th className="hidden py-1 text-end font-medium sm:table-cell">{t('items.unitPrice')}</th>
              <th className="py-1 text-end font-medium">{t('items.quantity')}</th>
              <th className="hidden py-1 text-end font-medium sm:table-cell">{t('totals.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((line) => {
              const price = (
                <PriceText amount={line.unit_price} includesTax={line.includes_tax} currency={currency} />
              )
              // As the shopper saw it, before discounts: a line's subtotal leaves out tax inside the price.
              const total = money(line.unit_price * line.quantity)
              return (
                <tr key={line.id} className="border-t border-gray-100 align-top">
                  <td className="py-2">
                    <p className="text-gray-900">{line.title}</p>
                    {/* A product of one variant is often titled as its variant: said once. */}
                    {line.description && line.description !== line.title && (
                      <p className="text-xs text-gray-500">{line.description}</p>
                    )}
                    {line.variant_id ? (
                      line.variant?.sku && (
                        <p className="text-xs text-gray-500">
                          <SkuText sku={line.variant.sku} />
                        </p>
                      )
                    ) : (
                      <p className="text-xs text-gray-500">{t('items.customBadge')}</p>
                    )}
                    <p className="mt-1 text-xs text-gray-700 tabular-nums sm:hidden">{price}</p>
                    <p className="text-xs font-medium text-gray-900 tabular-nums sm:hidden">
                      {t('totals.lineTotal')}: <bdi>{total}</bdi>
                    </p>
                  </td>
                  <td className="hidden py-2 text-end tabular-nums sm:table-cell">{price}</td>
                  <td className="py-2 ps-3 text-end tabular-nums">
                    {open ? (
                      <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-start sm:justify-end">
                        <QuantityCell
                          key={line.quantity}
                          draftId={draft.id}
                          line={line}
                          onRemove={() => removeLine(line)}
                        />
                        <Button
                          size="small"
                          variant="ghost"
                          className="whitespace-nowrap sm:mt-1"
                          aria-label={t('items.removeItem', { title: line.title })}
                          disabled={remove.isPending}
                          onClick={() => void removeLine(line)}
                        >
                          {t('items.remove')}
                        </Button>
                      </div>
                    ) : (
                      line.quantity
                    )}
                  </td>
                  <td className="hidden py-2 text-end tabular-nums sm:table-cell">{total}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-gray-500">{t('items.empty')}</p>
      )}
      {adding && <AddItemModal draftId={draft.id} cart={cart} onClose={() => setAdding(false)} />}
    </Section>
  )
}
