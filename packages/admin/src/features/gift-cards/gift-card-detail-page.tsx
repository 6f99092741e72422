import type { GiftCard } from '@mercato/client'
import { useAdminDeleteGiftCard, useAdminGiftCard, useAdminUpdateGiftCard } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { BackLink, DetailPageHeader, DetailPageState } from '../../components/ui/detail-page'
import { useMutationFeedback } from '../../components/ui/feedback'
import { WidgetZone } from '../../extensions/context'
import { AvailabilitySection } from '../discounts/availability-section'
import { formatDate, formatMoney } from '../../lib/format'
import { useHasAction } from '../../lib/staff-areas'
import { GiftCardStatusBadge } from './gift-card-badge'
import { EditGiftCardModal } from './gift-card-edit-modal'
import { GiftCardHistorySection } from './gift-card-history-section'
import { GiftCardRecipientSection } from './gift-card-recipient-section'
import { balanceLeftPercent, giftCardNote, taxedCover } from './gift-card-status'
import { GIFT_CARDS_PATH } from './urls'

function GiftCardDetail({ card }: { card: GiftCard }) {
  const { t, i18n } = useTranslation('gift-cards')
  const locale = i18n.resolvedLanguage ?? 'en'
  const navigate = useNavigate()
  const feedback = useMutationFeedback('gift-cards')
  const [editing, setEditing] = useState(false)
  const update = useAdminUpdateGiftCard(card.id)
  const remove = useAdminDeleteGiftCard(card.id)
  const currency = card.region?.currency_code
  const money = (amount: number) => (currency ? formatMoney(amount, currency, locale) : String(amount))
  const left = balanceLeftPercent(card)

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
        navigate(GIFT_CARDS_PATH)
      },
      onError: feedback.failure,
    })

  const rows: [string, React.ReactNode][] = [
    [t('fields.status'), <GiftCardStatusBadge key="s" card={card} />],
    [t('fields.value'), money(card.value)],
    [t('fields.region'), card.region?.name ?? '—'],
    [t('fields.expiry'), card.ends_at ? formatDate(card.ends_at, locale) : t('noExpiry')],
    [t('fields.created'), formatDate(card.created_at, locale)],
    [t('fields.note'), giftCardNote(card) || '—'],
  ]
  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="gift_card.details.before" giftCard={card} />
      <BackLink to={GIFT_CARDS_PATH} label={t('back')} />
      <DetailPageHeader
        title={card.code}
        labels={{ edit: t('actions.edit'), delete: t('actions.delete') }}
        confirmDelete={{ title: t('deleteTitle'), description: t('deleteMessage', { code: card.code }) }}
        deleting={remove.isPending}
        onEdit={() => setEditing(true)}
        onDelete={mayDelete ? destroy : undefined}
      >
        <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
          <div className="flex flex-col gap-2 rounded-lg bg-violet-50 p-4">
            <span className="text-sm text-violet-800">{t('fields.balance')}</span>
            <span
              className="text-2xl font-semibold text-violet-950 tabular-nums"
              data-testid="gift-card-balance"
            >
              {money(card.balance)}
            </span>
            <div
              className="h-2 overflow-hidden rounded-full bg-violet-200"
              role="progressbar"
              aria-label={t('balanceLeft')}
              aria-valuenow={left}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-full bg-violet-600" style={{ width: `${left}%` }} />
            </div>
            {/* Not "spent": staff can lower a balance too; the balance history says which it was. */}
            <span className="text-xs text-violet-800">
              {t('balanceOf', { balance: money(card.balance), value: money(card.value) })}
            </span>
            {!!card.tax_rate && card.balance > 0 && (
              <span className="text-xs text-violet-800">
                {t('taxCover.balance', {
                  gross: money(taxedCover(card.balance, card.tax_rate)),
                  rate: card.tax_rate,
                })}
              </span>
            )}
          </div>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-gray-500">{label}</dt>
                <dd className="text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </DetailPageHeader>
      <GiftCardHistorySection card={card} currency={currency} />
      <GiftCardRecipientSection card={card} />
      <AvailabilitySection
        isDisabled={card.is_disabled}
        busy={update.isPending}
        labels={{
          title: t('availability'),
          enable: t('actions.enable'),
          disable: t('actions.disable'),
          enabledHint: t('isEnabledHint'),
          disabledHint: t('isDisabledHint'),
          confirmTitle: t('disableTitle'),
          confirmMessage: t('disableMessage', { code: card.code }),
        }}
        onChange={setDisabled}
      />
      <WidgetZone name="gift_card.details.after" giftCard={card} />
      {editing && <EditGiftCardModal card={card} onClose={() => setEditing(false)} />}
    </div>
  )
}

/** The default relations, what orders took from the card and the balances staff set by hand. */
const CARD_QUERY = { expand: 'region,order,gift_card_transactions,balance_changes' }

/** /app/a/gift-cards/:id — a card's balance, status and expiry. */
export default function GiftCardDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('gift-cards')
  const { gift_card, isLoading, error } = useAdminGiftCard(id, { retry: false }, CARD_QUERY)
  if (isLoading || !gift_card)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('notFound')}
        back={t('back')}
        to={GIFT_CARDS_PATH}
      />
    )
  return <GiftCardDetail key={gift_card.id} card={gift_card} />
}
