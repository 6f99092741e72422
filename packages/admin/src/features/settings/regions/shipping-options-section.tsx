import type { Region, ShippingOption } from '@mercato/client'
import { useAdminDeleteShippingOption, useAdminShippingOptions } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { Section } from '../../../components/ui/section'
import { Spinner } from '../../../components/ui/spinner'
import { formatMoney } from '../../../lib/format'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { subtotalLimits } from './shipping-option-form'
import { ShippingOptionModal } from './shipping-option-modal'

function OptionRow({
  option,
  region,
  onEdit,
}: {
  option: ShippingOption
  region: Region
  onEdit: () => void
}) {
  const { t, i18n } = useTranslation('settings')
  const feedback = useMutationFeedback('settings')
  const remove = useAdminDeleteShippingOption(option.id)
  const locale = i18n.resolvedLanguage ?? 'en'
  const price =
    option.price_type === 'calculated'
      ? t('shipping.calculated')
      : formatMoney(option.amount ?? 0, region.currency_code, locale)
  const limits = subtotalLimits(option).map((r) =>
    t(r.type === 'min_subtotal' ? 'shipping.fromSubtotal' : 'shipping.upToSubtotal', {
      amount: formatMoney(r.amount, region.currency_code, locale),
    }),
  )
  const onDelete = async () => {
    const ok = await confirm({
      title: t('shipping.deleteTitle', { name: option.name }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(undefined, {
        onSuccess: () => feedback.success(t('shipping.deleted')),
        onError: feedback.failure,
      })
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={option.name}>
      <div className="min-w-0">
        <p className="font-medium text-gray-900">
          {option.name}
          {option.is_return && (
            <span className="ms-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-800">
              {t('shipping.return')}
            </span>
          )}
        </p>
        <p className="text-sm text-gray-500">{[price, ...limits].join(' · ')}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="small" onClick={onEdit}>
          {t('actions.edit')}
        </Button>
        <Button variant="danger" size="small" onClick={onDelete} loading={remove.isPending}>
          {t('actions.delete')}
        </Button>
      </div>
    </li>
  )
}

/** The region's shipping and return options: list, add, edit, delete. */
export function ShippingOptionsSection({ region }: { region: Region }) {
  const { t } = useTranslation('settings')
  const [editing, setEditing] = useState<ShippingOption | 'new' | null>(null)
  const { shipping_options: options, isLoading } = useAdminShippingOptions({ region_id: region.id })
  const add = (
    <Button variant="secondary" size="small" onClick={() => setEditing('new')}>
      {t('shipping.add')}
    </Button>
  )
  return (
    <Section title={t('shipping.title')} actions={add}>
      {isLoading ? (
        <Spinner />
      ) : options?.length ? (
        <ul className="divide-y divide-gray-100">
          {options.map((o) => (
            <OptionRow key={o.id} option={o} region={region} onEdit={() => setEditing(o)} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('shipping.emptyTitle')} description={t('shipping.emptyDescription')} />
      )}
      {editing && (
        <ShippingOptionModal
          region={region}
          {...(editing === 'new' ? {} : { option: editing })}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  )
}
