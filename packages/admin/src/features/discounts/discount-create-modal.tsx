import { useAdminCreateDiscount, useAdminRegions } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { useMutationFeedback } from '../../components/ui/feedback'
import { FormModal } from '../../components/ui/form-modal'
import { ConditionDialog } from './condition-dialog'
import { ConditionList } from './condition-list'
import { DiscountFields } from './discount-fields'
import {
  type ConditionDraft,
  type DiscountFormErrors,
  discountCreatePayload,
  discountCurrency,
  errorsAfterChange,
  emptyDiscountForm,
  validateDiscountForm,
} from './discount-form'
import { regionCurrencies } from './requirement-form'
import { discountPath } from './urls'

/** Creates a discount with its rule, regions, limits and conditions, then opens it. */
export function CreateDiscountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('discounts')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('discounts')
  const create = useAdminCreateDiscount()
  const { regions = [] } = useAdminRegions({ limit: 100 })
  const [values, setValues] = useState(emptyDiscountForm)
  const [errors, setErrors] = useState<DiscountFormErrors>({})
  // undefined: no dialog; null: adding a condition; a draft: editing it.
  const [editing, setEditing] = useState<ConditionDraft | null>()
  const patch = (change: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...change }))
    setErrors((current) => errorsAfterChange(current, change))
  }

  const saveCondition = (condition: ConditionDraft) => {
    const others = values.conditions.filter((c) => c.resource !== condition.resource)
    patch({ conditions: [...others, condition] })
    setEditing(undefined)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The typed amount is read in the currency of the region chosen now, whenever it was typed.
    const currency = discountCurrency(values.regions, regions)
    const currencies = regionCurrencies(values.regions, regions)
    const found = validateDiscountForm(values, true, currency, currencies)
    setErrors(found)
    if (Object.keys(found).length) return
    create.mutate(discountCreatePayload(values, currency, currencies), {
      onSuccess: ({ discount }) => {
        feedback.success(t('created', { code: discount.code }))
        navigate(discountPath(discount.id))
      },
      onError: feedback.failure,
    })
  }

  return (
    <>
      <FormModal
        title={t('createTitle')}
        labels={{ cancel: t('actions.cancel'), save: t('actions.create') }}
        busy={create.isPending}
        onClose={onClose}
        onSubmit={submit}
      >
        <DiscountFields values={values} errors={errors} regions={regions} creating onChange={patch} />
        <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-gray-900">{t('conditions.title')}</legend>
          <ConditionList
            conditions={values.conditions}
            onEdit={(condition) => setEditing(condition)}
            onRemove={(condition) =>
              patch({ conditions: values.conditions.filter((c) => c.resource !== condition.resource) })
            }
          />
          {values.conditions.length < 5 && (
            <div>
              <Button size="small" variant="secondary" onClick={() => setEditing(null)}>
                {t('conditions.add')}
              </Button>
            </div>
          )}
        </fieldset>
      </FormModal>
      {editing !== undefined && (
        <ConditionDialog
          initial={editing ?? undefined}
          usedResources={values.conditions.map((c) => c.resource)}
          onClose={() => setEditing(undefined)}
          onSave={saveCondition}
        />
      )}
    </>
  )
}
