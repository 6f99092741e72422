import type { AdminPostStockLocationsReq, StockLocation } from '@mercato/client'
import { useAdminCreateStockLocation, useAdminUpdateStockLocation } from '@mercato/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useFormDraft, useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'
import { locationPath } from '../../inventory/urls'
import { SelectInput } from '../../pricing/plain-fields'
import { countryChoices } from '../regions/countries'
import {
  emptyLocationForm,
  type LocationFormErrors,
  type LocationFormValues,
  locationFormValues,
  locationPayload,
} from './location-form'

interface FormProps {
  heading: string
  initial: LocationFormValues
  busy: boolean
  onClose: () => void
  onSubmit: (payload: AdminPostStockLocationsReq) => void
}

function LocationForm({ heading, initial, busy, onClose, onSubmit }: FormProps) {
  const { t, i18n } = useTranslation('inventory')
  const locale = i18n.resolvedLanguage ?? 'en'
  const countries = useMemo(() => countryChoices(locale), [locale])
  const { values, set, errors, submit } = useFormDraft(initial, locationPayload, (r) => onSubmit(r.payload))
  const message = (key: keyof LocationFormErrors) => (errors[key] ? t(errors[key]) : undefined)
  const text = (key: Exclude<keyof LocationFormValues, 'country_code'>, required = false) => (
    <InputField
      label={t(`locations.fields.${key}`)}
      required={required}
      value={values[key]}
      errors={message(key as keyof LocationFormErrors)}
      onChange={(e) => set(key, e.target.value)}
    />
  )
  return (
    <FormModal
      title={heading}
      labels={{ cancel: t('cancel'), save: t('save') }}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {text('name', true)}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-semibold text-gray-900">{t('locations.address')}</legend>
        {text('company')}
        {text('address_1')}
        {text('address_2')}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('postal_code')}
          {text('city')}
          {text('province')}
          <SelectInput
            label={t('locations.fields.country_code')}
            value={values.country_code}
            placeholder={t('choose')}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            errors={message('country_code')}
            onChange={(code) => set('country_code', code)}
          />
        </div>
        {text('phone')}
      </fieldset>
    </FormModal>
  )
}

/** Creates a stock location and opens its page. */
export function CreateLocationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const saved = useSaveHandlers('inventory')
  const create = useAdminCreateStockLocation()
  return (
    <LocationForm
      heading={t('locations.createTitle')}
      initial={emptyLocationForm()}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(payload) =>
        create.mutate(
          payload,
          saved(t('locations.created'), ({ stock_location }) => navigate(locationPath(stock_location.id))),
        )
      }
    />
  )
}

export function EditLocationModal({ location, onClose }: { location: StockLocation; onClose: () => void }) {
  const { t } = useTranslation('inventory')
  const saved = useSaveHandlers('inventory')
  const update = useAdminUpdateStockLocation(location.id)
  return (
    <LocationForm
      heading={t('locations.editTitle')}
      initial={locationFormValues(location)}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={(payload) => update.mutate(payload, saved(t('locations.saved'), onClose))}
    />
  )
}
