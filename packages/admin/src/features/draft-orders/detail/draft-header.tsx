import type { DraftOrder } from '@mercato/client'
import { useAdminDeleteDraftOrder } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { formatDate } from '../../../lib/format'
import { useHasAction } from '../../../lib/staff-areas'
import { DraftStatusBadge } from '../draft-status-badge'
import { DRAFT_ORDERS_PATH, orderPath } from '../urls'

/** Number, status and date; Delete while open, the resulting order once completed. */
export function DraftHeader({ draft }: { draft: DraftOrder }) {
  const { t, i18n } = useTranslation('draft-orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const navigate = useNavigate()
  const feedback = useMutationFeedback('draft-orders')
  const remove = useAdminDeleteDraftOrder(draft.id)
  const mayDelete = useHasAction('deletions')

  const destroy = async () => {
    const ok = await confirm({
      title: t('delete.title', { id: draft.display_id }),
      description: t('delete.description'),
      confirmLabel: t('delete.confirm'),
      destructive: true,
    })
    if (!ok) return
    await feedback.track(remove.mutateAsync(), t('toast.deleted', { id: draft.display_id })).then(
      () => navigate(DRAFT_ORDERS_PATH),
      () => undefined,
    )
  }

  return (
    <header className="flex flex-wrap items-center gap-3">
      <h1 className="text-xl font-semibold text-gray-900">{t('detail.title', { id: draft.display_id })}</h1>
      <DraftStatusBadge status={draft.status} />
      <span className="text-sm text-gray-500">{formatDate(draft.created_at, locale)}</span>
      <div className="ms-auto flex gap-2">
        {draft.status === 'open'
          ? mayDelete && (
              <Button variant="danger" loading={remove.isPending} onClick={() => void destroy()}>
                {t('delete.confirm')}
              </Button>
            )
          : draft.order_id && (
              <Link
                to={orderPath(draft.order_id)}
                className="inline-flex h-9 items-center rounded-lg bg-violet-600 px-4 text-sm font-medium text-white hover:bg-violet-700"
              >
                {t('detail.viewOrder', { id: draft.order?.display_id ?? '' })}
              </Link>
            )}
      </div>
    </header>
  )
}
