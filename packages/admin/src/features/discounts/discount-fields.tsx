import type { Region } from '@mercato/client'
import { DISCOUNT_ALLOCATIONS, DISCOUNT_RULE_TYPES } from '@mercato/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { moneyMessageValues } from '../../components/ui/form/money-text'
import { MoneyTextInput } from '../../components/ui/form/money-text-input'
import { InputField } from '../../components/ui/input-field'
import { SwitchField } from '../../components/ui/switch'
import { type DiscountFormErrors, type DiscountFormValues, discountCurrency } from './discount-form'
import { Choice, Fieldset } from './form-parts'
import { RequirementFields } from './requirement-fields'

export interface DiscountFieldsProps {
  values: DiscountFormValues
  errors: DiscountFormErrors
  regions: Region[]
  /** Creating: the rule type and dynamic switch can still be chosen. */
  creating: boolean
  /** A dynamic code's regions are its parent's. */
  regionsLocked?: boolean
  onChange: (patch: Partial<DiscountFormValues>) => void
}

/** The general fields of a discount: rule, regions, code, limits and dates. */
export function DiscountFields({
  values,
  errors,
  regions,
  creating,
  regionsLocked,
  onChange,
}: DiscountFieldsProps) {
  const { t } = useTranslation('discounts')
  const group = useId()
  // Only the chosen region says the currency: none is shown (nor guessed) before one is ticked.
  const currency = discountCurrency(values.regions, regions)
  const error = (key: keyof DiscountFormErrors) =>
    errors[key] ? t(errors[key], moneyMessageValues(currency)) : undefined
  return (
    <>
      <Fieldset legend={t('form.rule')}>
        {creating && (
          <div role="radiogroup" aria-label={t('fields.type')} className="flex flex-wrap gap-4">
            {DISCOUNT_RULE_TYPES.map((type) => (
              <Choice
                key={type}
                name={`${group}-type`}
                checked={values.type === type}
                label={t(`type.${type}`)}
                onPick={() => onChange({ type, value: null, amount: '' })}
              />
            ))}
          </div>
        )}
        {values.type === 'percentage' && (
          <InputField
            label={t('fields.percentage')}
            required
            type="number"
            min={0}
            max={100}
            value={values.value ?? ''}
            errors={error('value')}
            onChange={(e) => onChange({ value: e.target.value === '' ? null : Number(e.target.value) })}
          />
        )}
        {values.type === 'fixed' && (
          <MoneyTextInput
            label={t('fields.amount')}
            required
            currencyCode={currency}
            hint={t('form.pickRegionFirst')}
            value={values.amount}
            errors={error('value')}
            onChange={(amount) => onChange({ amount })}
          />
        )}
        {values.type !== 'free_shipping' && (
          <div role="radiogroup" aria-label={t('fields.allocation')} className="flex flex-wrap gap-4">
            {DISCOUNT_ALLOCATIONS.map((allocation) => (
              <Choice
                key={allocation}
                name={`${group}-allocation`}
                checked={values.allocation === allocation}
                label={t(`allocation.${allocation}`)}
                onPick={() => onChange({ allocation })}
              />
            ))}
          </div>
        )}
      </Fieldset>
      {!regionsLocked && (
        <Fieldset legend={t('fields.regions')}>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {regions.map((region) => (
              <label key={region.id} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className="size-4 accent-violet-600"
                  checked={values.regions.includes(region.id)}
                  onChange={(e) =>
                    onChange({
                      regions: e.target.checked
                        ? [...values.regions, region.id]
                        : values.regions.filter((id) => id !== region.id),
                    })
                  }
                />
                {region.name} <span className="text-xs text-gray-500 uppercase">{region.currency_code}</span>
              </label>
            ))}
          </div>
          {errors.regions && <p className="text-xs text-rose-600">{t(errors.regions)}</p>}
        </Fieldset>
      )}
      {!regionsLocked && (
        <RequirementFields values={values} errors={errors} regions={regions} onChange={onChange} />
      )}
      <Fieldset legend={t('form.code')}>
        <InputField
          label={t('fields.code')}
          required
          value={values.code}
          errors={error('code')}
          onChange={(e) => onChange({ code: e.target.value.toUpperCase() })}
        />
        {creating && (
          <SwitchField
            label={t('fields.dynamic')}
            description={t('form.dynamicHint')}
            checked={values.isDynamic}
            onCheckedChange={(isDynamic) => onChange({ isDynamic })}
          />
        )}
        {values.isDynamic && (
          <InputField
            label={t('fields.validDays')}
            type="number"
            min={1}
            value={values.validDays}
            errors={error('validDays')}
            onChange={(e) => onChange({ validDays: e.target.value })}
          />
        )}
        <InputField
          label={t('fields.description')}
          value={values.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Fieldset>
      <Fieldset legend={t('form.limits')}>
        <InputField
          label={t('fields.usageLimit')}
          type="number"
          min={1}
          value={values.usageLimit}
          errors={error('usageLimit')}
          onChange={(e) => onChange({ usageLimit: e.target.value })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('fields.startsAt')}
            type="datetime-local"
            value={values.startsAt}
            onChange={(e) => onChange({ startsAt: e.target.value })}
          />
          <InputField
            label={t('fields.endsAt')}
            type="datetime-local"
            value={values.endsAt}
            errors={error('endsAt')}
            onChange={(e) => onChange({ endsAt: e.target.value })}
          />
        </div>
      </Fieldset>
    </>
  )
}
