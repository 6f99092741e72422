import type { TaxRate } from '@mercato/client'
import { useAdminCreateTaxRate, useAdminRegions, useAdminUpdateTaxRate } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputError } from '../../../components/ui/input-error'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { type TaxRateDraft, type TaxRateErrors, parseTaxRate } from './tax-rate-form'
import { taxRatePath } from './urls'

/** Creates a tax-rate override (then opens it), or edits `taxRate`'s name, code, rate and region. */
export function TaxRateFormModal({ taxRate, onClose }: { taxRate?: TaxRate; onClose: () => void }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const navigate = useNavigate()
  const formId = useId()
  const regionId = useId()
  const { regions } = useAdminRegions({ limit: 200 })
  const create = useAdminCreateTaxRate()
  const update = useAdminUpdateTaxRate(taxRate?.id ?? '')
  const [draft, setDraft] = useState<TaxRateDraft>({
    name: taxRate?.name ?? '',
    code: taxRate?.code ?? '',
    rate: taxRate?.rate == null ? '' : String(taxRate.rate),
    region_id: taxRate?.region_id ?? '',
  })
  const [errors, setErrors] = useState<TaxRateErrors>({})
  const set = (key: keyof TaxRateDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const message = (key: keyof TaxRateDraft) => {
    const e = errors[key]
    return e ? t(e === 'rate' ? 'taxes.errorRate' : 'errors.required') : undefined
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseTaxRate(draft)
    if ('errors' in parsed) return setErrors(parsed.errors)
    setErrors({})
    if (taxRate)
      update.mutate(parsed.body, {
        onSuccess: () => {
          feedback.success(t('taxes.saved'))
          onClose()
        },
        onError: feedback.failure,
      })
    else
      create.mutate(parsed.body, {
        onSuccess: ({ tax_rate }) => {
          feedback.success(t('taxes.created'))
          onClose()
          navigate(taxRatePath(tax_rate.id))
        },
        onError: feedback.failure,
      })
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={taxRate ? t('taxes.editTitle') : t('taxes.createTitle')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending || update.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <InputField
          label={t('fields.name')}
          required
          value={draft.name}
          errors={message('name')}
          onChange={(e) => set('name')(e.target.value)}
        />
        <InputField
          label={t('fields.code')}
          required
          value={draft.code}
          errors={message('code')}
          onChange={(e) => set('code')(e.target.value)}
        />
        <InputField
          label={t('fields.ratePercent')}
          required
          inputMode="decimal"
          value={draft.rate}
          errors={message('rate')}
          onChange={(e) => set('rate')(e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={regionId} className="text-sm font-medium text-gray-700">
            {t('fields.region')} <span className="text-rose-600">*</span>
          </label>
          <select
            id={regionId}
            value={draft.region_id}
            aria-invalid={errors.region_id ? true : undefined}
            onChange={(e) => set('region_id')(e.target.value)}
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
      </form>
    </Modal>
  )
}
