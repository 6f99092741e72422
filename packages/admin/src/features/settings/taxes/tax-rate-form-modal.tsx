import type { TaxRate } from '@mercato/client'
import { useAdminCreateTaxRate, useAdminRegions, useAdminUpdateTaxRate } from '@mercato/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FieldLabel } from '../../../components/ui/form/field-label'
import { useFormDraft, useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'
import { InputError } from '../../../components/ui/input-error'
import { InputField } from '../../../components/ui/input-field'
import { type TaxRateDraft, parseTaxRate } from './tax-rate-form'
import { taxRatePath } from './urls'

/** Creates a tax-rate override (then opens it), or edits `taxRate`'s name, code, rate and region. */
export function TaxRateFormModal({ taxRate, onClose }: { taxRate?: TaxRate; onClose: () => void }) {
  const { t } = useTranslation('setup')
  const saved = useSaveHandlers('setup')
  const navigate = useNavigate()
  const regionId = useId()
  const { regions } = useAdminRegions({ limit: 200 })
  const create = useAdminCreateTaxRate()
  const update = useAdminUpdateTaxRate(taxRate?.id ?? '')
  const { values, set, errors, submit } = useFormDraft(
    {
      name: taxRate?.name ?? '',
      code: taxRate?.code ?? '',
      rate: taxRate?.rate == null ? '' : String(taxRate.rate),
      region_id: taxRate?.region_id ?? '',
    },
    parseTaxRate,
    ({ body }) => {
      if (taxRate) update.mutate(body, saved(t('taxes.saved'), onClose))
      else
        create.mutate(
          body,
          saved(t('taxes.created'), ({ tax_rate }) => {
            onClose()
            navigate(taxRatePath(tax_rate.id))
          }),
        )
    },
  )
  const message = (key: keyof TaxRateDraft) => {
    const e = errors[key]
    return e ? t(e === 'rate' ? 'taxes.errorRate' : 'errors.required') : undefined
  }
  return (
    <FormModal
      title={taxRate ? t('taxes.editTitle') : t('taxes.createTitle')}
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
      <InputField
        label={t('fields.code')}
        required
        value={values.code}
        errors={message('code')}
        onChange={(e) => set('code', e.target.value)}
      />
      <InputField
        label={t('fields.ratePercent')}
        required
        inputMode="decimal"
        value={values.rate}
        errors={message('rate')}
        onChange={(e) => set('rate', e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <FieldLabel htmlFor={regionId} label={t('fields.region')} required />
        <select
          id={regionId}
          value={values.region_id}
          aria-invalid={errors.region_id ? true : undefined}
          onChange={(e) => set('region_id', e.target.value)}
          className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
        >
          <option value="">{t('taxes.chooseRegion')}</option>
          {(regions ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
        <InputError errors={message('region_id')} />
      </div>
    </FormModal>
  )
}
