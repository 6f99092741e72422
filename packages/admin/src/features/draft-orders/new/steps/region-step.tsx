import { useAdminRegions } from '@mercato/react'
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SelectField } from '../../../../components/ui/form'
import { emptyAddress, type NewDraftForm } from '../draft-form'

/** Step 1: the region sets the currency, the prices, the shipping options and the countries. */
export function RegionStep() {
  const { t } = useTranslation('draft-orders')
  const { control, setValue } = useFormContext<NewDraftForm>()
  const { regions, isLoading } = useAdminRegions({ limit: 100 })
  const regionId = useWatch({ control, name: 'region_id' })
  const previous = useRef(regionId)

  // Prices, options and countries belong to a region: another region starts those steps again.
  useEffect(() => {
    if (previous.current === regionId) return
    if (previous.current) {
      setValue('items', [])
      setValue('shipping_option_id', '')
      setValue('shipping_address.country_code', '')
      setValue('billing_address', emptyAddress())
    }
    previous.current = regionId
  }, [regionId, setValue])

  return (
    <>
      <p className="text-sm text-gray-600">{t('new.regionHint')}</p>
      <SelectField
        name="region_id"
        label={t('fields.region')}
        required
        disabled={isLoading}
        placeholder={t('new.chooseRegion')}
        options={(regions ?? []).map((r) => ({
          value: r.id,
          label: `${r.name} (${r.currency_code.toUpperCase()})`,
        }))}
      />
    </>
  )
}
