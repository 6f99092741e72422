import type { Discount } from '@mercato/client'
import { useAdminDeleteDiscount, useAdminDiscount, useAdminUpdateDiscount } from '@mercato/react'
import { useState } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { BackLink, DetailPageHeader, DetailPageState } from '../../components/ui/detail-page'
import { useMutationFeedback } from '../../components/ui/feedback'
import { shopWords } from '../../components/ui/shop-words'
import { WidgetZone } from '../../extensions/context'
import { useHasAction } from '../../lib/staff-areas'
import { AvailabilitySection } from './availability-section'
import { formatDate } from '../../lib/format'
import { ConditionsSection } from './conditions-section'
import { DiscountStatusBadge } from './discount-badges'
import { EditDiscountModal } from './discount-edit-modal'
import { discountUsageText, discountValueText, requirementText } from './discount-value'
import { DynamicCodesSection } from './dynamic-codes-section'
import { useDiscountRegions } from './template-regions'
import { DISCOUNTS_PATH, discountPath } from './urls'

function Facts({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation('discounts')
  const locale = i18n.resolvedLanguage ?? 'en'
  const rule = discount.rule
  const regions = useDiscountRegions(discount)
  const rows: [string, React.ReactNode][] = [
    [t('fields.status'), <DiscountStatusBadge key="s" discount={discount} />],
    [t('fields.type'), rule ? t(`type.${rule.type}`) : '—'],
    [t('fields.value'), discountValueText(discount, t, locale, regions)],
    [
      t('fields.allocation'),
      rule?.allocation && rule.type !== 'free_shipping' ? t(`allocation.${rule.allocation}`) : '—',
    ],
    [t('requirement.title'), requirementText(discount, t, locale)],
    [t('fields.regions'), joinList(regions?.map((r) => r.name) ?? [], locale, 'plain') || '—'],
    [t('fields.usage'), discountUsageText(discount, t, locale)],
    [t('fields.startsAt'), formatDate(discount.starts_at, locale)],
    [t('fields.endsAt'), discount.ends_at ? formatDate(discount.ends_at, locale) : '—'],
    [t('fields.description'), rule?.description || '—'],
  ]
  if (discount.is_dynamic && !discount.parent_discount_id)
    rows.push([t('fields.validDays'), /^P(\d+)D$/.exec(discount.valid_duration ?? '')?.[1] ?? '—'])
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-500">{label}</dt>
          <dd className="text-gray-900">{shopWords(value)}</dd>
        </div>
      ))}
      {discount.parent_discount && (
        <>
          <dt className="text-gray-500">{t('fields.template')}</dt>
          <dd>
            <Link
              to={discountPath(discount.parent_discount.id)}
              className="text-violet-700 hover:underline"
              dir="ltr"
            >
              {discount.parent_discount.code}
            </Link>
          </dd>
        </>
      )}
    </dl>
  )
}

function DiscountDetail({ discount }: { discount: Discount }) {
  const { t } = useTranslation('discounts')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('discounts')
  const [editing, setEditing] = useState(false)
  const update = useAdminUpdateDiscount(discount.id)
  const remove = useAdminDeleteDiscount(discount.id)

  const setDisabled = (isDisabled: boolean) =>
    update.mutate(
      { is_disabled: isDisabled },
      {
        onSuccess: () => feedback.success(t(isDisabled ? 'disabled' : 'enabled')),
        onError: feedback.failure,
      },
    )
  const mayDelete = useHasAction('deletions')
  const destroy = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('deleted'))
        navigate(DISCOUNTS_PATH)
      },
      onError: feedback.failure,
    })

  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="discount.details.before" discount={discount} />
      <BackLink to={DISCOUNTS_PATH} label={t('back')} />
      <DetailPageHeader
        title={discount.code}
        labels={{ edit: t('actions.edit'), delete: t('actions.delete') }}
        confirmDelete={{ title: t('deleteTitle'), description: t('deleteMessage', { code: discount.code }) }}
        deleting={remove.isPending}
        onEdit={() => setEditing(true)}
        onDelete={mayDelete ? destroy : undefined}
      >
        <Facts discount={discount} />
      </DetailPageHeader>
      <AvailabilitySection
        isDisabled={discount.is_disabled}
        busy={update.isPending}
        labels={{
          title: t('availability'),
          enable: t('actions.enable'),
          disable: t('actions.disable'),
          enabledHint: t('isEnabledHint'),
          disabledHint: t('isDisabledHint'),
          confirmTitle: t('disableTitle'),
          confirmMessage: t('disableMessage', { code: discount.code }),
        }}
        onChange={setDisabled}
      />
      <ConditionsSection discount={discount} />
      {discount.is_dynamic && !discount.parent_discount_id && <DynamicCodesSection parent={discount} />}
      <WidgetZone name="discount.details.after" discount={discount} />
      {editing && <EditDiscountModal discount={discount} onClose={() => setEditing(false)} />}
    </div>
  )
}

/** /app/a/discounts/:id — the discount, its availability, conditions and dynamic codes. */
export default function DiscountDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('discounts')
  const { discount, isLoading, error } = useAdminDiscount(id, undefined, { retry: false })
  if (isLoading || !discount)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('notFound')}
        back={t('back')}
        to={DISCOUNTS_PATH}
      />
    )
  return <DiscountDetail key={discount.id} discount={discount} />
}
