import type { ReturnReason } from '@mercato/client'
import { useAdminDeleteReturnReason, useAdminReturnReasons } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { PageSpinner } from '../../../components/ui/spinner'
import { SettingsHeader } from '../page-header'
import { ReasonFormModal } from './reason-form-modal'
import { ServerMessage } from '../../../lib/server-message'

type Editing = { reason?: ReturnReason; parentId?: string } | null

function ReasonRow({
  reason,
  nested,
  onEdit,
  onAddChild,
}: {
  reason: ReturnReason
  nested: boolean
  onEdit: () => void
  onAddChild?: () => void
}) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const remove = useAdminDeleteReturnReason(reason.id)
  const name = { name: reason.label }
  const onDelete = async () => {
    const ok = await confirm({
      title: t('reasons.deleteTitle', name),
      description: nested ? t('reasons.deleteDescription') : t('reasons.deleteParentDescription'),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(undefined, {
        onSuccess: () => feedback.success(t('reasons.deleted', name)),
        onError: feedback.failure,
      })
  }
  return (
    <div className={`flex flex-wrap items-center gap-3 py-3 ${nested ? 'ps-8' : ''}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900">
          {nested && (
            <span aria-hidden className="me-2 text-gray-400">
              ↳
            </span>
          )}
          {reason.label} <span className="text-sm font-normal text-gray-500">({reason.value})</span>
        </p>
        {reason.description && <p className="text-sm text-gray-500">{reason.description}</p>}
      </div>
      <div className="flex flex-wrap gap-1">
        {onAddChild && (
          <Button
            variant="ghost"
            size="small"
            onClick={onAddChild}
            aria-label={t('reasons.addChildLabel', name)}
          >
            {t('reasons.addChild')}
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={onEdit} aria-label={t('reasons.editLabel', name)}>
          {t('actions.edit')}
        </Button>
        <Button
          variant="danger"
          size="small"
          loading={remove.isPending}
          onClick={() => void onDelete()}
          aria-label={t('reasons.deleteLabel', name)}
        >
          {t('actions.delete')}
        </Button>
      </div>
    </div>
  )
}

/** /a/settings/return-reasons: top-level reasons with their children; create, edit, delete. */
export default function ReturnReasonsPage() {
  const { t } = useTranslation('setup')
  const { return_reasons, isLoading, error } = useAdminReturnReasons()
  const [editing, setEditing] = useState<Editing>(null)
  const title = t('reasons.title')
  const newButton = <Button onClick={() => setEditing({})}>{t('reasons.new')}</Button>
  const reasons = return_reasons ?? []
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <SettingsHeader title={title} actions={newButton} />
      {isLoading ? (
        <PageSpinner />
      ) : error ? (
        <p role="alert" className="text-sm text-rose-600">
          <ServerMessage error={error} />
        </p>
      ) : reasons.length === 0 ? (
        <EmptyState
          title={t('reasons.emptyTitle')}
          description={t('reasons.emptyDescription')}
          action={newButton}
        />
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white px-6"
          aria-label={title}
        >
          {reasons.map((r) => (
            <li key={r.id}>
              <ReasonRow
                reason={r}
                nested={false}
                onEdit={() => setEditing({ reason: r })}
                onAddChild={() => setEditing({ parentId: r.id })}
              />
              {(r.return_reason_children ?? []).length > 0 && (
                <ul className="divide-y divide-gray-100 border-t border-gray-100">
                  {(r.return_reason_children ?? []).map((c) => (
                    <li key={c.id}>
                      <ReasonRow reason={c} nested onEdit={() => setEditing({ reason: c })} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ReasonFormModal
          parents={reasons}
          {...(editing.reason ? { reason: editing.reason } : {})}
          {...(editing.parentId ? { parentId: editing.parentId } : {})}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  )
}
