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
import { PriceText } from '../variant-search'
import { AddItemModal } from './add-item-modal'

/** How long the − and + buttons wait for another click before the quantity is saved. */
const STEP_SAVE_DELAY_MS = 600

/**
 * A line's quantity: typed, then saved on Enter or when the field is left; changed with − and +, saved
 * once the clicks stop (the buttons never focus the field, so it is never left).
 */
function QuantityCell({ draftId, line }: { draftId: string; line: LineItem }) {
  const { t } = useTranslation('draft-orders')
  const feedback = useMutationFeedback('draft-orders')
  const update = useAdminDraftOrderUpdateLineItem(draftId)
  const [text, setText] = useState(String(line.quantity))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const save = (typed: string) => {
    clearTimeout(timer.current)
    const quantity = Number.parseInt(typed, 10)
    if (quantity === line.quantity) return
    if (!Number.isInteger(quantity) || quantity < 1) {
      setText(String(line.quantity))
      return
    }
    void feedback
      .track(
        update.mutateAsync({ item_id: line.id, quantity }),
        t('toast.quantityChanged', { title: line.title }),
      )
      .catch(() => setText(String(line.quantity)))
  }
  return (
    <InputField
      type="number"
      min={1}
      aria-label={t('items.quantityOf', { title: line.title })}
      value={text}
      disabled={update.isPending}
      onChange={(e) => {
        const typed = e.target.value
        setText(typed)
        if (document.activeElement === e.target) return
        clearTimeout(timer.current)
        timer.current = setTimeout(() => save(typed), STEP_SAVE_DELAY_MS)
      }}
      onBlur={(e) => save(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && save(e.currentTarget.value)}
    />
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

  const removeLine = async (line: LineItem) => {
    const ok = await confirm({
      title: t('items.removeTitle', { title: line.title }),
      confirmLabel: t('items.remove'),
      destructive: true,
    })
    if (ok)
      void feedback
        .track(remove.mutateAsync(line.id), t('toast.itemRemoved', { title: line.title }))
        .catch(() => undefined)
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
        <table className="w-full text-sm" aria-label={t('items.title')}>
          <thead>
            <tr className="text-xs text-gray-500">
              <th className="py-1 text-start font-medium">{t('items.item')}</th>
              <th className="py-1 text-end font-medium">{t('items.unitPrice')}</th>
              <th className="py-1 text-end font-medium">{t('items.quantity')}</th>
              <th className="py-1 text-end font-medium">{t('totals.lineTotal')}</th>
              {open && (
                <th className="py-1">
                  <span className="sr-only">{t('items.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {cart.items.map((line) => (
              <tr key={line.id} className="border-t border-gray-100">
                <td className="py-2">
                  <p className="text-gray-900">{line.title}</p>
                  {/* A product of one variant is often titled as its variant: said once. */}
                  {line.description && line.description !== line.title && (
                    <p className="text-xs text-gray-500">{line.description}</p>
                  )}
                  {line.variant_id ? (
                    line.variant?.sku && <p className="text-xs text-gray-500">{line.variant.sku}</p>
                  ) : (
                    <p className="text-xs text-gray-500">{t('items.customBadge')}</p>
                  )}
                </td>
                <td className="py-2 text-end tabular-nums">
                  <PriceText amount={line.unit_price} includesTax={line.includes_tax} currency={currency} />
                </td>
                <td className="w-40 py-2 ps-4 text-end tabular-nums">
                  {open ? <QuantityCell key={line.quantity} draftId={draft.id} line={line} /> : line.quantity}
                </td>
                {/* As the shopper saw it, before discounts: a line's subtotal leaves out tax inside the price. */}
                <td className="py-2 text-end tabular-nums">{money(line.unit_price * line.quantity)}</td>
                {open && (
                  <td className="py-2 text-end">
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('items.removeItem', { title: line.title })}
                      disabled={remove.isPending}
                      onClick={() => void removeLine(line)}
                    >
                      {t('items.remove')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-gray-500">{t('items.empty')}</p>
      )}
      {adding && <AddItemModal draftId={draft.id} cart={cart} onClose={() => setAdding(false)} />}
    </Section>
  )
}
