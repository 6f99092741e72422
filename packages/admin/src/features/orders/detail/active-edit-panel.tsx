import type { LineItem, Order, OrderEdit } from '@mercato/client'
import {
  useAdminCancelOrderEdit,
  useAdminConfirmOrderEdit,
  useAdminRequestOrderEditConfirmation,
} from '@mercato/react'
import { useState } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { formatMoney } from '../../../lib/format'
import { AddEditItemsModal } from './add-edit-items-modal'
import { ChangeBadge } from './change-badge'
import { ChangeSteps } from './change-card'
import { DifferenceLine } from './difference-line'
import { EditItemRow, type ItemMark } from './edit-item-row'
import { editActions } from './order-changes'

type Change = NonNullable<OrderEdit['changes']>[number] & { original_line_item?: LineItem | null }

/** How each line of the edit differs from the order, and the lines taken out. */
export function editMarks(edit: OrderEdit) {
  const changes = (edit.changes ?? []) as Change[]
  const marks = new Map<string, ItemMark>()
  for (const c of changes) {
    if (c.type === 'item_add' && c.line_item_id) marks.set(c.line_item_id, 'added')
    if (c.type === 'item_update' && c.line_item_id) marks.set(c.line_item_id, 'changed')
  }
  const removed = changes
    .filter((c) => c.type === 'item_remove')
    .map((c) => c.original_line_item?.title ?? '')
  return { marks, removed }
}

/** The order's payment is only authorized: nothing was charged, so a lower total means less to capture. */
export const nothingCaptured = (order: Pick<Order, 'payments'>) => {
  const payments = (order.payments ?? []).filter((p) => !p.canceled_at)
  return payments.length > 0 && payments.every((p) => !p.captured_at)
}

/** The edit under way, shown above everything else: its lines, the money difference and its next steps. */
export function ActiveEditPanel({ order, edit }: { order: Order; edit: OrderEdit }) {
  const { t, i18n } = useTranslation('order-changes')
  const locale = i18n.resolvedLanguage ?? 'en'
  const request = useAdminRequestOrderEditConfirmation(edit.id)
  const confirmEdit = useAdminConfirmOrderEdit(edit.id)
  const cancel = useAdminCancelOrderEdit(edit.id)
  const [adding, setAdding] = useState(false)
  const actions = editActions(edit)
  const { marks, removed } = editMarks(edit)
  const money = (amount: number) => formatMoney(amount, order.currency_code, locale)
  const hasChanges = (edit.changes ?? []).length > 0

  return (
    <section
      aria-label={t('edits.active')}
      className="rounded-lg border-2 border-violet-300 bg-violet-50/40 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">{t('edits.active')}</p>
        <ChangeBadge kind="edit" status={edit.status} />
      </div>
      {edit.status === 'requested' && (
        <p className="mt-1 text-xs text-gray-600">{t('edits.requestedHint')}</p>
      )}
      <ul aria-label={t('edits.items')} className="mt-2 flex flex-col divide-y divide-gray-200">
        {(edit.items ?? []).map((item) => (
          <EditItemRow
            key={item.id}
            edit={edit}
            item={item}
            mark={marks.get(item.id) ?? null}
            currencyCode={order.currency_code}
            editable={actions.changeItems}
          />
        ))}
      </ul>
      {removed.length > 0 && (
        <p className="mt-1 text-xs text-gray-500">
          {t('edits.removed', { items: joinList(removed, i18n.resolvedLanguage ?? 'en') })}
        </p>
      )}
      {actions.changeItems && (
        <Button size="small" variant="secondary" className="mt-2" onClick={() => setAdding(true)}>
          {t('edits.addItems')}
        </Button>
      )}
      <dl className="mt-4 flex flex-col gap-1 border-t border-gray-200 pt-3 text-sm">
        <div className="flex justify-between gap-2 text-gray-600">
          <dt>{t('edits.originalTotal')}</dt>
          <dd className="tabular-nums">{money(order.total ?? 0)}</dd>
        </div>
        <div className="flex justify-between gap-2 text-gray-600">
          <dt>{t('edits.newTotal')}</dt>
          <dd className="tabular-nums">{money(edit.total ?? 0)}</dd>
        </div>
      </dl>
      <div className="mt-1">
        <DifferenceLine
          amount={edit.difference_due ?? 0}
          currencyCode={order.currency_code}
          uncaptured={nothingCaptured(order)}
        />
      </div>
      <ChangeSteps
        group="edits"
        described
        className="mt-4"
        steps={{
          request: {
            shown: actions.requestConfirmation,
            variant: 'secondary',
            disabled: !hasChanges,
            pending: request.isPending,
            run: () => request.mutateAsync(undefined),
          },
          confirm: {
            shown: actions.confirm,
            disabled: !hasChanges,
            pending: confirmEdit.isPending,
            run: () => confirmEdit.mutateAsync(undefined),
          },
          cancel: {
            shown: actions.cancel,
            variant: 'danger',
            pending: cancel.isPending,
            run: () => cancel.mutateAsync(undefined),
          },
        }}
      />
      {adding && <AddEditItemsModal order={order} edit={edit} onClose={() => setAdding(false)} />}
    </section>
  )
}
