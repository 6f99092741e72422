import type { ReturnReason } from '@mercato/client'
import { useAdminCreateReturnReason, useAdminUpdateReturnReason } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { type ReasonDraft, type ReasonErrors, parseReason } from './reason-form'

/**
 * Creates a reason (top level or under `parents`' choice), or edits `reason`. The parent is fixed once
 * created, and only top-level reasons can be parents: the API nests one level deep.
 */
export function ReasonFormModal({
  reason,
  parents,
  parentId,
  onClose,
}: {
  reason?: ReturnReason
  parents: ReturnReason[]
  parentId?: string
  onClose: () => void
}) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const formId = useId()
  const parentFieldId = useId()
  const create = useAdminCreateReturnReason()
  const update = useAdminUpdateReturnReason(reason?.id ?? '')
  const [draft, setDraft] = useState<ReasonDraft>({
    value: reason?.value ?? '',
    label: reason?.label ?? '',
    description: reason?.description ?? '',
    parent_return_reason_id: parentId ?? '',
  })
  const [errors, setErrors] = useState<ReasonErrors>({})
  const set = (key: keyof ReasonDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseReason(draft, !!reason)
    if (!parsed.body) return setErrors(parsed.errors)
    setErrors({})
    const handlers = (message: string) => ({
      onSuccess: () => {
        feedback.success(message)
        onClose()
      },
      onError: feedback.failure,
    })
    if (reason) update.mutate(parsed.body, handlers(t('reasons.saved')))
    else create.mutate(parsed.body, handlers(t('reasons.created')))
  }
  const required = (key: keyof ReasonErrors) => (errors[key] ? t('errors.required') : undefined)
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={reason ? t('reasons.editTitle') : t('reasons.createTitle')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending || update.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <InputField
          label={t('fields.label')}
          required
          value={draft.label}
          errors={required('label')}
          onChange={(e) => set('label')(e.target.value)}
        />
        <InputField
          label={t('fields.value')}
          required
          value={draft.value}
          errors={required('value')}
          onChange={(e) => set('value')(e.target.value)}
        />
        <InputField
          label={t('fields.description')}
          value={draft.description}
          onChange={(e) => set('description')(e.target.value)}
        />
        {!reason && (
          <div className="flex flex-col gap-1">
            <label htmlFor={parentFieldId} className="text-sm font-medium text-gray-700">
              {t('fields.parent')}
            </label>
            <select
              id={parentFieldId}
              value={draft.parent_return_reason_id}
              onChange={(e) => set('parent_return_reason_id')(e.target.value)}
              className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
            >
              <option value="">{t('reasons.noParent')}</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>
    </Modal>
  )
}
