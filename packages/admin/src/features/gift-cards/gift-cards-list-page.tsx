import { useAdminGiftCards } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button'
import { DataTable } from '../../components/ui/data-table'
import { useTableState } from '../../components/ui/data-table-state'
import { useNarrowScreen } from '../../components/ui/narrow-screen'
import { WidgetZone } from '../../extensions/context'
import { useNewParam } from '../collections/urls'
import { giftCardColumns } from './gift-card-columns'
import { CreateGiftCardModal } from './gift-card-create-modal'
import { GIFT_CARD_PRODUCT_PATH, giftCardPath, giftCardsQuery } from './urls'

/** /a/gift-cards: issued cards with their balance; search, sort and page in the URL; ?new=1 issues one. */
export default function GiftCardsListPage() {
  const { t, i18n } = useTranslation('gift-cards')
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useTableState()
  const create = useNewParam()
  const { gift_cards, count, isLoading, isPlaceholderData, error, refetch } = useAdminGiftCards(
    giftCardsQuery(state),
    { placeholderData: keepPreviousData },
  )
  const narrow = useNarrowScreen()
  const columns = useMemo(() => giftCardColumns(t, locale, narrow), [t, locale, narrow])
  const title = t('title')
  const newButton = <Button onClick={create.open}>{t('new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="gift_card.list.before" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <div className="flex items-center gap-2">
          <Link
            to={GIFT_CARD_PRODUCT_PATH}
            className="inline-flex h-9 items-center rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
          >
            {t('product.link')}
          </Link>
          {newButton}
        </div>
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={gift_cards}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(c) => giftCardPath(c.id)}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription'), action: newButton }}
      />
      <WidgetZone name="gift_card.list.after" />
      {create.isOpen && <CreateGiftCardModal onClose={create.close} />}
    </section>
  )
}
