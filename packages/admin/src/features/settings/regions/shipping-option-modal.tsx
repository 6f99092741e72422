import type { Region, ShippingOption } from '@mercato/client'
import {
  useAdminCreateShippingOption,
  useAdminShippingProfiles,
  useAdminUpdateShippingOption,
} from '@mercato/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { providerName } from '../../../lib/providers'
import { MoneyInput } from '../../../components/ui/form/money-field'
import { FieldLabel } from '../../../components/ui/form/field-label'
import { InputError } from '../../../components/ui/input-error'
import { InputField } from '../../../components/ui/input-field'
import { FormModal } from '../../../components/ui/form-modal'
import { SwitchField } from '../../../components/ui/switch'
import { useFormDraft, useSaveHandlers } from '../../../components/ui/form-draft'
import { useProfileName } from '../shipping-profiles/profile-name'
import {
  createShippingOptionBody,
  emptyShippingOptionForm,
  type ShippingOptionErrors,
  type ShippingOptionFormValues,
  shippingOptionFormValues,
  updateShippingOptionBody,
  validateShippingOption,
} from './shipping-option-form'

const selectClass = 'h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm disabled:bg-gray-50'

/** Creates a shipping option in the region, or edits `option` (profile, provider and return are fixed then). */
export function ShippingOptionModal({
  region,
  option,
  onClose,
}: {
  region: Region
  option?: ShippingOption
  onClose: () => void
}) {
  const { t } = useTranslation('settings')
  const { t: tn } = useTranslation()
  const saved = useSaveHandlers('settings')
  const profileId = useId()
  const providerId = useId()
  const priceTypeId = useId()
  const { shipping_profiles: profiles = [] } = useAdminShippingProfiles()
  const profileName = useProfileName()
  const create = useAdminCreateShippingOption()
  const update = useAdminUpdateShippingOption(option?.id ?? '')
  const defaultProfile = profiles.find((p) => p.type === 'default')?.id ?? ''
  const { values, set, errors, submit } = useFormDraft(
    (): ShippingOptionFormValues =>
      option
        ? shippingOptionFormValues(option)
        : emptyShippingOptionForm(
            region.fulfillment_providers[0]?.id ?? '',
            '',
            Boolean(region.includes_tax),
          ),
    (draft) => {
      const found = validateShippingOption(draft)
      return Object.keys(found).length > 0 ? { errors: found } : { draft }
    },
    ({ draft }) => {
      if (option) update.mutate(updateShippingOptionBody(draft, option), saved(t('shipping.saved'), onClose))
      else
        create.mutate(
          createShippingOptionBody({ ...draft, profile_id: draft.profile_id || defaultProfile }, region.id),
          saved(t('shipping.created'), onClose),
        )
    },
  )
  const message = (key: keyof ShippingOptionErrors) => (errors[key] ? t(errors[key]) : undefined)
  const currency = region.currency_code
  const chosenProfile = values.profile_id || defaultProfile

  return (
    <FormModal
      title={option ? t('shipping.editTitle') : t('shipping.createTitle')}
      description={region.name}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('fields.name')}
        required
        value={values.name}
        errors={message('name')}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={priceTypeId} className="text-sm font-medium text-gray-700">
            {t('shipping.priceType')}
          </label>
          <select
            id={priceTypeId}
            className={selectClass}
            value={values.price_type}
            onChange={(e) => set('price_type', e.target.value as ShippingOptionFormValues['price_type'])}
          >
            <option value="flat_rate">{t('shipping.flatRate')}</option>
            <option value="calculated">{t('shipping.calculated')}</option>
          </select>
        </div>
        {values.price_type === 'flat_rate' && (
          <MoneyInput
            label={t('shipping.amount')}
            required
            currencyCode={currency}
            value={values.amount}
            onChange={(v) => set('amount', v)}
            errors={message('amount')}
          />
        )}
      </div>
      <SwitchField
        label={t('shipping.includesTax')}
        description={t('shipping.includesTaxHint')}
        checked={values.includes_tax}
        onCheckedChange={(on) => set('includes_tax', on)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <MoneyInput
          label={t('shipping.minSubtotal')}
          currencyCode={currency}
          value={values.min_subtotal}
          onChange={(v) => set('min_subtotal', v)}
          errors={message('min_subtotal')}
        />
        <MoneyInput
          label={t('shipping.maxSubtotal')}
          currencyCode={currency}
          value={values.max_subtotal}
          onChange={(v) => set('max_subtotal', v)}
          errors={message('max_subtotal')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={profileId} className="text-sm font-medium text-gray-700">
            {t('shipping.profile')}
          </label>
          <select
            id={profileId}
            className={selectClass}
            disabled={!!option}
            value={chosenProfile}
            onChange={(e) => set('profile_id', e.target.value)}
          >
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {profileName(p)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <FieldLabel htmlFor={providerId} label={t('shipping.provider')} required />
          <select
            id={providerId}
            className={selectClass}
            disabled={!!option}
            value={values.provider_id}
            onChange={(e) => set('provider_id', e.target.value)}
          >
            {region.fulfillment_providers.map((p) => (
              <option key={p.id} value={p.id}>
                {providerName(tn, p.id)}
              </option>
            ))}
          </select>
          <InputError errors={message('provider_id')} />
        </div>
      </div>
      <SwitchField
        label={t('shipping.isReturn')}
        description={t('shipping.isReturnHint')}
        checked={values.is_return}
        disabled={!!option}
        onCheckedChange={(on) => set('is_return', on)}
      />
    </FormModal>
  )
}
