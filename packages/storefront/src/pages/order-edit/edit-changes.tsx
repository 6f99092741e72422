import type { LineItem, Order, OrderEdit, OrderItemChange } from '@mercato/client'
import { Money } from '../../components/price'
import { useI18n } from '../../i18n/context'
import type { Translate } from '../../i18n/messages'

// What the edit changes, from its changes: an added line (the new line), a removed one (the order's
// line it takes away), a new quantity (the order's line and the edit's). Then the order's total as it
// is, as it would be, and the difference.

/** The Store API's change also carries the order's line it replaces or removes. */
type Change = OrderItemChange & { original_line_item?: LineItem | null }

export function EditChanges({ edit, order }: { edit: OrderEdit; order: Order }) {
  const { t } = useI18n()
  const currency = order.currency_code
  const changes = (edit.changes ?? []) as Change[]
  const rows = changes.flatMap((c) => {
    const line = c.line_item
    const original = c.original_line_item
    if (c.type === 'item_add' && line)
      return [{ id: c.id, kind: t('orderEdit.changes.added'), text: qty(t, line.quantity, line.title) }]
    if (c.type === 'item_remove' && original)
      return [
        { id: c.id, kind: t('orderEdit.changes.removed'), text: qty(t, original.quantity, original.title) },
      ]
    if (c.type === 'item_update' && line)
      return [
        {
          id: c.id,
          kind: t('orderEdit.changes.quantity'),
          text: t('orderEdit.changes.quantityFromTo', {
            title: line.title,
            from: original?.quantity ?? line.quantity,
            to: line.quantity,
          }),
        },
      ]
    return []
  })
  const due = edit.difference_due ?? 0
  return (
    <>
      <section aria-labelledby="edit-changes-heading" className="mt-5">
        <h2 id="edit-changes-heading" className="mb-1 font-semibold">
          {t('orderEdit.changes.title')}
        </h2>
        <ul className="space-y-1 text-sm">
          {rows.map((r) => (
            <li key={r.id}>
              <span className="font-medium">{r.kind}</span>: <bdi>{r.text}</bdi>
            </li>
          ))}
        </ul>
      </section>
      <dl className="mt-5 space-y-1 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t('orderEdit.totals.current')}</dt>
          <dd>
            <Money amount={order.total ?? 0} currency={currency} />
          </dd>
        </div>
        <div className="flex justify-between font-semibold">
          <dt>{t('orderEdit.totals.new')}</dt>
          <dd>
            <Money amount={edit.total ?? 0} currency={currency} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>
            {t(
              due > 0
                ? 'orderEdit.totals.youPay'
                : due < 0
                  ? 'orderEdit.totals.refunded'
                  : 'orderEdit.totals.noDifference',
            )}
          </dt>
          {due !== 0 && (
            <dd>
              <Money amount={Math.abs(due)} currency={currency} />
            </dd>
          )}
        </div>
      </dl>
    </>
  )
}

const qty = (t: Translate, quantity: number, title: string) => t('common.quantityTimes', { quantity, title })
