import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../components/ui/input-field'
import { useMutationFeedback } from '../../components/ui/feedback'
import { FormModal } from '../../components/ui/form-modal'
import { SwitchField } from '../../components/ui/switch'
import { type CategoryFormValues, categoryPayload, takenHandle } from './category-form'

export interface CategoryFormModalProps {
  heading: string
  initial: CategoryFormValues
  /** Categories the edited one may be nested under (its own subtree left out). */
  parents: Array<{ id: string; name: string; level: number }>
  busy: boolean
  onClose: () => void
  /**
   * Saves; the modal handles a refusal: a handle another category has is shown under the Handle
   * field (filled with that handle so it can be changed), anything else as a toast.
   */
  onSubmit: (payload: NonNullable<ReturnType<typeof categoryPayload>>) => Promise<unknown>
}

const CONTROL =
  'w-full rounded-lg border border-gray-300 bg-white px-3 text-sm outline-none focus:border-violet-500'

/** Name, handle, description, parent, active and internal: the fields of create and edit alike. */
export function CategoryFormModal({
  heading,
  initial,
  parents,
  busy,
  onClose,
  onSubmit,
}: CategoryFormModalProps) {
  const { t } = useTranslation('catalogue')
  // Ties the labels below to their controls.
  const fieldId = useId()
  const handleRef = useRef<HTMLInputElement>(null)
  const [values, setValues] = useState(initial)
  const [error, setError] = useState<string>()
  const [handleError, setHandleError] = useState<string>()
  const feedback = useMutationFeedback('catalogue')
  const set = (patch: Partial<CategoryFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const payload = categoryPayload(values)
    if (!payload) return setError(t('errors.required'))
    setError(undefined)
    onSubmit(payload).catch((failure: unknown) => {
      const taken = takenHandle(failure)
      if (!taken) return feedback.failure(failure)
      set({ handle: taken })
      setHandleError(t('errors.handleTaken', { handle: taken }))
      handleRef.current?.focus()
    })
  }
  return (
    <FormModal
      title={heading}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('fields.name')}
        required
        value={values.name}
        errors={error}
        onChange={(e) => set({ name: e.target.value })}
      />
      <div className="flex flex-col gap-1">
        <InputField
          ref={handleRef}
          label={t('fields.handle')}
          value={values.handle}
          errors={handleError}
          onChange={(e) => {
            setHandleError(undefined)
            set({ handle: e.target.value })
          }}
        />
        <p className="text-xs text-gray-500">{t('fields.handleHint')}</p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${fieldId}-description`} className="text-sm font-medium text-gray-700">
          {t('fields.description')}
        </label>
        <textarea
          id={`${fieldId}-description`}
          rows={3}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          className={`${CONTROL} py-2`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${fieldId}-parent`} className="text-sm font-medium text-gray-700">
          {t('fields.parent')}
        </label>
        <select
          id={`${fieldId}-parent`}
          value={values.parentId}
          onChange={(e) => set({ parentId: e.target.value })}
          className={`${CONTROL} h-9`}
        >
          <option value="">{t('fields.noParent')}</option>
          {parents.map((p) => (
            <option key={p.id} value={p.id}>
              {`${'\u00a0\u00a0\u00a0'.repeat(p.level - 1)}${p.name}`}
            </option>
          ))}
        </select>
      </div>
      <SwitchField
        label={t('flags.active')}
        description={t('fields.activeHint')}
        checked={values.isActive}
        onCheckedChange={(isActive) => set({ isActive })}
      />
      <SwitchField
        label={t('flags.internal')}
        description={t('fields.internalHint')}
        checked={values.isInternal}
        onCheckedChange={(isInternal) => set({ isInternal })}
      />
    </FormModal>
  )
}
