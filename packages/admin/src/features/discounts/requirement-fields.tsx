import type { Region } from '@mercato/client'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { moneyMessageValues } from '../../components/ui/form/money-text'
import { MoneyTextInput } from '../../components/ui/form/money-text-input'
import { InputField } from '../../components/ui/input-field'
import { Check, Choice, Fieldset } from './form-parts'
import type { DiscountFormErrors, DiscountFormValues } from './discount-form'
import { REQUIREMENT_KINDS, regionCurrencies } from './requirement-form'

/**
 * The minimum requirement: none, a subtotal in each currency of the chosen regions, or a number of
 * items; once one is set, whether only the items the discount applies to count.
 */
export function RequirementFields({
  values,
  errors,
  regions,
  onChange,
}: {
  values: DiscountFormValues
  errors: DiscountFormErrors
  regions: Region[]
  onChange: (patch: Partial<DiscountFormValues>) => void
}) {
  const { t } = useTranslation('discounts')
  const group = useId()
  const currencies = regionCurrencies(values.regions, regions)
  const message = (currency?: string) =>
    errors.requirement && errors.requirementCurrency === currency
      ? t(errors.requirement, moneyMessageValues(currency))
      : undefined
  return (
    <Fieldset legend={t('requirement.title')}>
      <div role="radiogroup" aria-label={t('requirement.title')} className="flex flex-wrap gap-4">
        {REQUIREMENT_KINDS.map((kind) => (
          <Choice
            key={kind}
            name={`${group}-requirement`}
            checked={values.requirement === kind}
            label={t(`requirement.${kind}`)}
            onPick={() => onChange({ requirement: kind })}
          />
        ))}
      </div>
      {values.requirement === 'subtotal' && (
        <>
          <p className="text-xs text-gray-500">{t('requirement.subtotalHint')}</p>
          {currencies.length === 0 && <p className="text-xs text-gray-500">{t('requirement.pickRegions')}</p>}
          <div className="grid gap-3 sm:grid-cols-2">
            {currencies.map((currency) => (
              <MoneyTextInput
                key={currency}
                label={t('requirement.minimumIn', { currency: currency.toUpperCase() })}
                required
                currencyCode={currency}
                value={values.minimumAmounts[currency] ?? ''}
                errors={message(currency)}
                onChange={(text) =>
                  onChange({ minimumAmounts: { ...values.minimumAmounts, [currency]: text } })
                }
              />
            ))}
          </div>
          {currencies.length === 0 && errors.requirement && (
            <p className="text-xs text-rose-600">{t(errors.requirement)}</p>
          )}
        </>
      )}
      {values.requirement === 'quantity' && (
        <InputField
          label={t('requirement.minimumQuantity')}
          required
          type="number"
          min={1}
          value={values.minimumQuantity}
          errors={message()}
          onChange={(e) => onChange({ minimumQuantity: e.target.value })}
        />
      )}
      {values.requirement !== 'none' && (
        <Check
          checked={values.minimumEligibleOnly}
          label={t('requirement.eligibleOnly')}
          hint={t('requirement.eligibleOnlyHint')}
          onToggle={(checked) => onChange({ minimumEligibleOnly: checked })}
        />
      )}
    </Fieldset>
  )
}
