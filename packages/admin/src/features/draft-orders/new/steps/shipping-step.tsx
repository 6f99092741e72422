import type { ShippingOption } from '@mercato/client'
import { useAdminShippingOptions } from '@mercato/react'
import { type UseFormRegister, useController, useFormContext, useWatch } from 'react-hook-form'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { MoneyTextInput } from '../../../../components/ui/form/money-text-input'
import { moneyTextProblem } from '../../../../components/ui/form/money-text'
import { formatMoney } from '../../../../lib/format'
import { optionsForLines, useDefaultProfileId } from '../../../orders/detail/shipping-profiles'
import type { DraftLine, NewDraftForm } from '../draft-form'
import { useFormRegion } from './use-form-region'

/** The region's outbound options (admin-only ones included: staff may use them). */
export function useRegionShippingOptions(regionId: string) {
  const { shipping_options, isLoading } = useAdminShippingOptions(
    { region_id: regionId, is_return: false, limit: 100 },
    { enabled: regionId !== '' },
  )
  return { options: shipping_options ?? [], isLoading }
}

/** The region's options for the profiles of the draft's lines, as the server offers them for a cart. */
export function useDraftShippingOptions(regionId: string, lines: DraftLine[]) {
  const { options, isLoading } = useRegionShippingOptions(regionId)
  const defaultProfile = useDefaultProfileId()
  return { options: optionsForLines(options, lines, defaultProfile), isLoading }
}

/** An option's price as staff see it: flat amounts in the currency, calculated ones said so. */
export function useOptionPrice() {
  const { t, i18n } = useTranslation('draft-orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  return (option: ShippingOption, currency: string) =>
    option.price_type === 'calculated' || option.amount == null
      ? t('shipping.calculated')
      : formatMoney(option.amount, currency, locale)
}

/** Step 3: one of the region's shipping options, with its price, which staff may change for this order. */
export function ShippingStep() {
  const { t } = useTranslation('draft-orders')
  const { control, register, setValue } = useFormContext<NewDraftForm>()
  const regionId = useWatch({ control, name: 'region_id' })
  const lines = useWatch({ control, name: 'items' })
  const chosen = useWatch({ control, name: 'shipping_option_id' })
  const { options, isLoading } = useDraftShippingOptions(regionId, lines)
  // Items changed after an option was chosen may rule it out: the choice is then made again.
  const ruledOut = !isLoading && chosen !== '' && !options.some((o) => o.id === chosen)
  useEffect(() => {
    if (ruledOut) setValue('shipping_option_id', '')
  }, [ruledOut, setValue])
  const price = useOptionPrice()
  const currency = useFormRegion()?.currency_code ?? ''
  if (!isLoading && !options.length) return <p className="text-sm text-gray-600">{t('shipping.none')}</p>
  return (
    <>
      <ShippingOptions options={options} currency={currency} price={price} register={register} />
      <CustomShippingPrice currency={currency} />
    </>
  )
}

function CustomShippingPrice({ currency }: { currency: string }) {
  const { t } = useTranslation('draft-orders')
  const { control } = useFormContext<NewDraftForm>()
  const { field } = useController({ control, name: 'shipping_price' })
  const problem =
    field.value.trim() === '' ? null : moneyTextProblem(field.value, currency, { allowZero: true })
  return (
    <div className="flex flex-col gap-1">
      <MoneyTextInput
        label={t('shipping.customPrice')}
        currencyCode={currency || undefined}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        name={field.name}
        errors={problem ? [t(`shipping.priceProblem.${problem}`)] : undefined}
      />
      <p className="text-xs text-gray-500">{t('shipping.customPriceHint')}</p>
    </div>
  )
}

function ShippingOptions({
  options,
  currency,
  price,
  register,
}: {
  options: ShippingOption[]
  currency: string
  price: ReturnType<typeof useOptionPrice>
  register: UseFormRegister<NewDraftForm>
}) {
  const { t } = useTranslation('draft-orders')
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-gray-900">{t('fields.shippingOption')}</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-violet-500 has-[:checked]:bg-violet-50"
        >
          <input type="radio" value={option.id} {...register('shipping_option_id')} />
          <span className="text-gray-900">{option.name}</span>
          <span className="ms-auto tabular-nums text-gray-700">{price(option, currency)}</span>
        </label>
      ))}
    </fieldset>
  )
}
