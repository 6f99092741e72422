import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DiscountCodesField } from '../../discount-codes'
import type { NewDraftForm } from '../draft-form'

/** Step 5: discount codes, each looked up when it is added (the server checks them again on create). */
export function DiscountsStep() {
  const { t } = useTranslation('draft-orders')
  const { control, setValue } = useFormContext<NewDraftForm>()
  const [codes, regionId] = useWatch({ control, name: ['discounts', 'region_id'] })
  return (
    <>
      <p className="text-sm text-gray-600">{t('discounts.hint')}</p>
      <DiscountCodesField
        codes={codes}
        regionId={regionId || undefined}
        onChange={(next) => {
          setValue('discounts', next, { shouldDirty: true })
          return undefined
        }}
      />
    </>
  )
}
