import type { AdminPostDiscountsDiscountReq, Discount } from '@mercato/client'
import { useAdminRegions, useAdminUpdateDiscount } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../components/ui/feedback'
import { FormModal } from '../../components/ui/form-modal'
import { DiscountFields } from './discount-fields'
import {
  type DiscountFormErrors,
  discountCurrency,
  discountFormFromDiscount,
  discountUpdatePayload,
  errorsAfterChange,
  validateDiscountForm,
} from './discount-form'
import { regionCurrencies } from './requirement-form'

/** Edits a discount's value, regions, code, limits and dates (its type is fixed once created). */
export function EditDiscountModal({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const { t } = useTranslation('discounts')
  const feedback = useMutationFeedback('discounts')
  const update = useAdminUpdateDiscount(discount.id)
  const { regions = [] } = useAdminRegions({ limit: 100 })
  const [values, setValues] = useState(() => discountFormFromDiscount(discount))
  const [errors, setErrors] = useState<DiscountFormErrors>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The discount's own regions say their currency until the store's regions have loaded.
    const known = [...regions, ...(discount.regions ?? [])]
    const currency = discountCurrency(values.regions, known)
    // A dynamic code's requirement is its template's, edited there.
    const currencies = discount.parent_discount_id ? undefined : regionCurrencies(values.regions, known)
    const found = validateDiscountForm(values, !discount.parent_discount_id, currency, currencies)
    setErrors(found)
    if (Object.keys(found).length) return
    // Descriptions and limits are cleared with null, which the client's request type leaves out.
    const payload = discountUpdatePayload(
      discount,
      values,
      currency,
      currencies,
    ) as AdminPostDiscountsDiscountReq
    update.mutate(payload, {
      onSuccess: () => {
        feedback.success(t('saved'))
        onClose()
      },
      onError: feedback.failure,
    })
  }
  return (
    <FormModal
      title={t('editTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <DiscountFields
        values={values}
        errors={errors}
        regions={regions}
        creating={false}
        regionsLocked={!!discount.parent_discount_id}
        onChange={(change) => {
          setValues((current) => ({ ...current, ...change }))
          setErrors((current) => errorsAfterChange(current, change))
        }}
      />
    </FormModal>
  )
}
