import type { PriceList } from '@mercato/client'
import { PRICE_LIST_STATUSES, PRICE_LIST_TYPES } from '@mercato/domain'
import {
  useAdminCreatePriceList,
  useAdminCustomerGroups,
  useAdminRegions,
  useAdminUpdatePriceList,
} from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useFormDraft, useSaveHandlers } from '../../components/ui/form-draft'
import { FormModal } from '../../components/ui/form-modal'
import { InputField } from '../../components/ui/input-field'
import { SwitchField } from '../../components/ui/switch'
import { CheckboxGroup, SelectInput } from './plain-fields'
import {
  emptyPriceListForm,
  type PriceListFormErrors,
  type PriceListFormValues,
  type PriceListPayload,
  priceListFormValues,
  priceListPayload,
  regionsTaxKind,
} from './price-list-form'
import { priceListPath } from './urls'

interface FormProps {
  heading: string
  initial: PriceListFormValues
  busy: boolean
  onClose: () => void
  onSubmit: (payload: PriceListPayload) => void
}

function PriceListForm({ heading, initial, busy, onClose, onSubmit }: FormProps) {
  const { t } = useTranslation('pricing')
  const { customer_groups } = useAdminCustomerGroups({ limit: 100 })
  // Same query as the price editor's columns, so the regions are usually cached already.
  const { regions, isLoading: regionsLoading } = useAdminRegions({ limit: 200 })
  const taxKind = regionsTaxKind(regions ?? [])
  const taxDefault = taxKind === 'inclusive'
  const { values, set, errors, submit } = useFormDraft(
    initial,
    (v: PriceListFormValues) => priceListPayload(v, taxDefault),
    (r) => onSubmit(r.payload),
  )
  const message = (key: keyof PriceListFormErrors) => (errors[key] ? t(errors[key]) : undefined)
  return (
    <FormModal
      title={heading}
      labels={{ cancel: t('cancel'), save: t('save') }}
      // Until the regions are known a new list's tax default is not, so saving waits for them.
      busy={busy || regionsLoading}
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
        label={t('fields.description')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectInput
          label={t('fields.type')}
          value={values.type}
          options={PRICE_LIST_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          onChange={(v) => set('type', v as PriceListFormValues['type'])}
        />
        <SelectInput
          label={t('fields.status')}
          value={values.status}
          options={PRICE_LIST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v) => set('status', v as PriceListFormValues['status'])}
        />
        <InputField
          label={t('fields.startsAt')}
          type="date"
          value={values.starts_at}
          onChange={(e) => set('starts_at', e.target.value)}
        />
        <InputField
          label={t('fields.endsAt')}
          type="date"
          value={values.ends_at}
          errors={message('ends_at')}
          onChange={(e) => set('ends_at', e.target.value)}
        />
      </div>
      <p className="text-xs text-gray-500">{t('typeHint')}</p>
      <SwitchField
        label={t('tax.label')}
        description={taxKind === 'mixed' ? `${t('tax.hint')} ${t('tax.mixedHint')}` : t('tax.hint')}
        checked={values.includes_tax ?? taxDefault}
        onCheckedChange={(on) => set('includes_tax', on)}
      />
      <CheckboxGroup
        legend={t('fields.customerGroups')}
        items={(customer_groups ?? []).map((g) => ({ id: g.id, label: g.name }))}
        value={values.customer_groups}
        onChange={(ids) => set('customer_groups', ids)}
        emptyText={t('noCustomerGroups')}
      />
    </FormModal>
  )
}

/** Creates a price list (without prices yet) and opens it in the price editor. */
export function CreatePriceListModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pricing')
  const navigate = useNavigate()
  const saved = useSaveHandlers('pricing')
  const create = useAdminCreatePriceList()
  return (
    <PriceListForm
      heading={t('createTitle')}
      initial={emptyPriceListForm()}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={({ starts_at, ends_at, ...payload }) =>
        create.mutate(
          {
            ...payload,
            ...(starts_at ? { starts_at } : {}),
            ...(ends_at ? { ends_at } : {}),
            prices: [],
          },
          saved(t('created'), ({ price_list }) => navigate(priceListPath(price_list.id))),
        )
      }
    />
  )
}

export function EditPriceListModal({ list, onClose }: { list: PriceList; onClose: () => void }) {
  const { t } = useTranslation('pricing')
  const saved = useSaveHandlers('pricing')
  const update = useAdminUpdatePriceList(list.id)
  return (
    <PriceListForm
      heading={t('editTitle')}
      initial={priceListFormValues(list)}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={(payload) => update.mutate(payload, saved(t('saved'), onClose))}
    />
  )
}
