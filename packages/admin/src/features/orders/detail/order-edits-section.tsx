import type { Order } from '@mercato/client'
import { useAdminCreateOrderEdit, useAdminOrderEdits } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { formatDate } from '../../../lib/format'
import { ActiveEditPanel } from './active-edit-panel'
import { ChangeBadge } from './change-badge'
import { canEditOrder, splitEdits } from './order-changes'

/** The order's edits: start one, work on the one under way, and the earlier ones. */
export function OrderEditsSection({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('order-changes')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('order-changes')
  const { order_edits } = useAdminOrderEdits({ order_id: order.id, limit: 50 })
  const start = useAdminCreateOrderEdit()
  const { active, history } = splitEdits(order_edits)
  const canStart = !active && canEditOrder(order)
  const ordered = [...(order_edits ?? [])].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
  const numberOf = (id: string) => ordered.findIndex((e) => e.id === id) + 1

  return (
    <Section
      title={t('edits.title')}
      actions={
        canStart && (
          <Button
            size="small"
            variant="secondary"
            loading={start.isPending}
            onClick={() =>
              start.mutate(
                { order_id: order.id },
                { onSuccess: () => feedback.success(t('edits.started')), onError: feedback.failure },
              )
            }
          >
            {t('edits.start')}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-4">
        {active && <ActiveEditPanel order={order} edit={active} />}
        {!active && history.length === 0 && (
          <p className="text-sm text-gray-500">{t(canStart ? 'edits.none' : 'edits.closed')}</p>
        )}
        {history.length > 0 && (
          <div>
            <h3 className="text-xs font-medium text-gray-500">{t('edits.history')}</h3>
            <ul aria-label={t('edits.history')} className="mt-1 flex flex-col divide-y divide-gray-100">
              {history.map((edit) => (
                <li key={edit.id} className="flex flex-col gap-1 py-2 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-gray-900">
                      <span>{t('edits.name', { number: numberOf(edit.id) })}</span>
                      <bdi className="text-xs font-normal text-gray-500">
                        {formatDate(edit.created_at, locale)}
                      </bdi>
                    </p>
                    <ChangeBadge kind="edit" status={edit.status} />
                  </div>
                  <p className="text-xs text-gray-500">
                    {t('edits.changeCount', { count: (edit.changes ?? []).length })}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  )
}
