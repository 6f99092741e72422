import type { ReturnReason } from '@mercato/client'
import { useAdminCreateReturnReason, useAdminUpdateReturnReason } from '@mercato/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormDraft, useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'
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
  const saved = useSaveHandlers('setup')
  const parentFieldId = useId()
  const create = useAdminCreateReturnReason()
  const update = useAdminUpdateReturnReason(reason?.id ?? '')
  const { values, set, errors, submit } = useFormDraft<ReasonDraft, ReturnType<typeof parseReason>>(
    {
      value: reason?.value ?? '',
      label: reason?.label ?? '',
      description: reason?.description ?? '',
      parent_return_reason_id: parentId ?? '',
    },
    (values) => parseReason(values, !!reason),
    ({ body }) => {
      if (reason) update.mutate(body, saved(t('reasons.saved'), onClose))
      else create.mutate(body, saved(t('reasons.created'), onClose))
    },
  )
  const required = (key: keyof ReasonErrors) => (errors[key] ? t('errors.required') : undefined)
  return (
    <FormModal
      title={reason ? t('reasons.editTitle') : t('reasons.createTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('fields.label')}
        required
        value={values.label}
        errors={required('label')}
        onChange={(e) => set('label', e.target.value)}
      />
      <InputField
        label={t('fields.value')}
        required
        value={values.value}
        errors={required('value')}
        onChange={(e) => set('value', e.target.value)}
      />
      <InputField
        label={t('fields.description')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
      {!reason && (
        <div className="flex flex-col gap-1">
          <label htmlFor={parentFieldId} className="text-sm font-medium text-gray-700">
            {t('fields.parent')}
          </label>
          <select
            id={parentFieldId}
            value={values.parent_return_reason_id}
            onChange={(e) => set('parent_return_reason_id', e.target.value)}
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
    </FormModal>
  )
}
