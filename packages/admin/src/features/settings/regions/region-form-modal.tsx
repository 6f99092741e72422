import type { Region } from '@mercato/client'
import { useAdminCreateRegion, useAdminRegions, useAdminStore, useAdminUpdateRegion } from '@mercato/react'
import { useId, useMemo } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { FieldLabel } from '../../../components/ui/form/field-label'
import { InputError } from '../../../components/ui/input-error'
import { InputField } from '../../../components/ui/input-field'
import { useFormDraft, useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'
import { SwitchField } from '../../../components/ui/switch'
import { STORE_PATH, regionPath } from '../urls'
import { CountryPicker, type TakenBy } from './country-picker'
import { CurrencyTaxNotice } from './currency-tax-notice'
import { ProviderCheckboxes } from './provider-checkboxes'
import { currencyName } from '../../../lib/format'
import {
  emptyRegionForm,
  type RegionFormErrors,
  type RegionFormValues,
  regionFormValues,
  regionPayload,
} from './region-form'

interface FormProps {
  heading: string
  /** The region being edited, whose own countries stay free to choose. */
  regionId?: string
  initial: RegionFormValues
  busy: boolean
  onClose: () => void
  onSubmit: (payload: NonNullable<ReturnType<typeof regionPayload>['payload']>) => void
}

/** Countries already in another region (code → that region): the server refuses them here. */
function useTakenCountries(regionId: string | undefined): ReadonlyMap<string, TakenBy> {
  const { regions } = useAdminRegions({ limit: 200 })
  return useMemo(() => {
    const taken = new Map<string, TakenBy>()
    for (const r of regions ?? []) {
      if (r.id === regionId) continue
      for (const c of r.countries) taken.set(c.iso_2, { id: r.id, name: r.name })
    }
    return taken
  }, [regions, regionId])
}

function RegionForm({ heading, regionId, initial, busy, onClose, onSubmit }: FormProps) {
  const { t, i18n } = useTranslation('settings')
  const locale = i18n.resolvedLanguage ?? 'en'
  const currencyId = useId()
  const currencyHintId = useId()
  const { store } = useAdminStore()
  const { values, set, errors, submit } = useFormDraft(initial, regionPayload, (r) => onSubmit(r.payload))
  const currencies = store?.currencies ?? []
  const taken = useTakenCountries(regionId)
  const message = (key: keyof RegionFormErrors) => (errors[key] ? t(errors[key]) : undefined)
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
        errors={message('name')}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <FieldLabel htmlFor={currencyId} label={t('fields.currency')} required />
        <select
          id={currencyId}
          value={values.currency_code}
          onChange={(e) => set('currency_code', e.target.value)}
          aria-describedby={currencyHintId}
          className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
        >
          <option value="">{t('fields.choose')}</option>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code.toUpperCase()} — {currencyName(c.code, locale, c.name)}
            </option>
          ))}
        </select>
        <InputError errors={message('currency_code')} />
        {/* A region's currency must be one the store sells in, which is set elsewhere: say where. */}
        <p id={currencyHintId} className="text-xs text-gray-500">
          <Trans
            t={t}
            i18nKey="regions.currencyHint"
            components={{
              store: <Link to={STORE_PATH} className="text-violet-600 underline" />,
            }}
          />
        </p>
      </div>
      <CountryPicker
        value={values.countries}
        onChange={(codes) => set('countries', codes)}
        error={errors.countries}
        taken={taken}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          label={t('regions.taxRate')}
          required
          inputMode="decimal"
          value={values.tax_rate}
          errors={message('tax_rate')}
          onChange={(e) => set('tax_rate', e.target.value)}
        />
        <InputField
          label={t('regions.taxCode')}
          value={values.tax_code}
          onChange={(e) => set('tax_code', e.target.value)}
        />
      </div>
      <SwitchField
        label={t('regions.includesTax')}
        description={t('regions.includesTaxHint', {
          // The variant dialog's label of this region's price, so the owner knows which field it covers.
          region: values.name.trim() || '…',
          currency: values.currency_code.toUpperCase() || '…',
        })}
        checked={values.includes_tax}
        onCheckedChange={(on) => set('includes_tax', on)}
      />
      <CurrencyTaxNotice
        currency={currencies.find((c) => c.code === values.currency_code)}
        regionIncludesTax={values.includes_tax}
      />
      <ProviderCheckboxes
        legend={t('regions.paymentProviders')}
        providers={store?.payment_providers ?? []}
        value={values.payment_providers}
        onChange={(ids) => set('payment_providers', ids)}
      />
      <ProviderCheckboxes
        legend={t('regions.fulfillmentProviders')}
        providers={store?.fulfillment_providers ?? []}
        value={values.fulfillment_providers}
        onChange={(ids) => set('fulfillment_providers', ids)}
      />
    </FormModal>
  )
}

/** Creates a region and opens its page. */
export function CreateRegionModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings')
  const navigate = useNavigate()
  const saved = useSaveHandlers('settings')
  const { store } = useAdminStore()
  const create = useAdminCreateRegion()
  if (!store) return null
  return (
    <RegionForm
      heading={t('regions.createTitle')}
      initial={{
        ...emptyRegionForm(store.default_currency_code),
        // Ticking the store's providers up front saves a step; the test provider is for rehearsing a
        // checkout, not for shoppers, so it is left for the owner to tick.
        payment_providers: store.payment_providers.map((p) => p.id).filter((id) => id !== 'test'),
        fulfillment_providers: store.fulfillment_providers.map((p) => p.id),
      }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(payload) =>
        create.mutate(
          payload,
          saved(t('regions.created'), ({ region }) => navigate(regionPath(region.id))),
        )
      }
    />
  )
}

export function EditRegionModal({ region, onClose }: { region: Region; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const saved = useSaveHandlers('settings')
  const update = useAdminUpdateRegion(region.id)
  return (
    <RegionForm
      heading={t('regions.editTitle')}
      regionId={region.id}
      initial={regionFormValues(region)}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={(payload) => update.mutate(payload, saved(t('regions.saved'), onClose))}
    />
  )
}
