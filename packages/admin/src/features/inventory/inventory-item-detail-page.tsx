import type { InventoryLevel } from '@mercato/client'
import { useAdminDeleteLocationLevel, useAdminInventoryItem, useAdminStockLocations } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { EmptyState } from '../../components/ui/empty-state'
import { useMutationFeedback } from '../../components/ui/feedback'
import { Section } from '../../components/ui/section'
import { PageSpinner } from '../../components/ui/spinner'
import { WidgetZone } from '../../extensions/context'
import { formatNumber } from '../../lib/format'
import { NotFound } from '../../routes/not-found'
import { productPath } from '../products/urls'
import { itemTitle } from './item-title'
import { AddLevelModal, AdjustLevelModal } from './level-modals'
import { ReservationsSection } from './reservations-section'
import { availableAt, stockTotals } from './stock'
import { INVENTORY_PATH } from './urls'

/** /a/inventory/:id — an item's stock per location, with adjustments and reservations. */
export default function InventoryItemDetailPage() {
  const { id = '' } = useParams()
  const { t, i18n } = useTranslation('inventory')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('inventory')
  const { inventory_item: item, isLoading } = useAdminInventoryItem(id, {
    expand: 'location_levels,variants',
  })
  const { stock_locations } = useAdminStockLocations({ limit: 100 })
  const removeLevel = useAdminDeleteLocationLevel(id)
  const [adjusting, setAdjusting] = useState<InventoryLevel | null>(null)
  const [adding, setAdding] = useState(false)
  if (isLoading) return <PageSpinner />
  if (!item) return <NotFound />

  const levels = item.location_levels ?? []
  const locations = stock_locations ?? []
  const nameOf = (locationId: string) => locations.find((l) => l.id === locationId)?.name ?? locationId
  const stockedAt = locations.filter((l) => levels.some((level) => level.location_id === l.id))
  const notStockedAt = locations.filter((l) => !levels.some((level) => level.location_id === l.id))
  const totals = stockTotals(levels)
  const number = (n: number) => formatNumber(n, locale)
  const variants = item.variants ?? []
  const title = itemTitle(item) || item.sku || item.id

  const onRemove = async (level: InventoryLevel) => {
    const ok = await confirm({
      title: t('removeLevelTitle', { location: nameOf(level.location_id) }),
      description: t('removeLevelDescription'),
      confirmLabel: t('remove'),
      destructive: true,
    })
    if (ok)
      removeLevel.mutate(level.location_id, {
        onSuccess: () => feedback.success(t('levelRemoved')),
        onError: feedback.failure,
      })
  }
  const addButton = (
    <Button
      variant="secondary"
      size="small"
      disabled={notStockedAt.length === 0}
      onClick={() => setAdding(true)}
    >
      {t('addLevel')}
    </Button>
  )

  return (
    <section className="flex flex-col gap-6" aria-label={title}>
      <WidgetZone name="inventory_item.details.before" inventoryItem={item} />
      <div className="flex flex-col gap-2">
        <Link to={INVENTORY_PATH} className="text-sm text-violet-700 hover:underline">
          <span aria-hidden className="inline-block rtl:rotate-180">
            ←
          </span>{' '}
          {t('title')}
        </Link>
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <p className="text-sm text-gray-600">
          {t('fields.sku')}: <bdi dir="ltr">{item.sku ?? '—'}</bdi>
          {variants.length > 0 && (
            <>
              {' · '}
              {t('variants')}:{' '}
              {variants.map((v, i) => (
                <span key={v.id}>
                  {i > 0 && ', '}
                  <Link to={productPath(v.product_id)} className="text-violet-700 underline">
                    {v.title}
                  </Link>
                </span>
              ))}
            </>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {(['stocked', 'reserved', 'incoming', 'available'] as const).map((key) => (
          <div key={key} className="rounded-xl border border-gray-200 bg-white px-4 py-3">
            <dt className="text-xs font-medium text-gray-500">{t(`fields.${key}`)}</dt>
            <dd className="text-lg font-semibold text-gray-900 tabular-nums">{number(totals[key])}</dd>
          </div>
        ))}
      </dl>
      <Section title={t('levels')} actions={addButton}>
        {levels.length === 0 ? (
          <EmptyState title={t('noLevelsTitle')} description={t('noLevelsDescription')} action={addButton} />
        ) : (
          // On a phone the columns are wider than the card: the table scrolls in its own box, not the page
          // (positioned, so the hidden column headings scroll with it too).
          <div className="relative -mx-6 overflow-x-auto px-6">
            <table className="w-full" aria-label={t('levels')}>
              <thead>
                <tr className="text-xs font-medium text-gray-500">
                  <th className="px-3 py-2 text-start">{t('fields.location')}</th>
                  <th className="px-3 py-2 text-end">{t('fields.stocked')}</th>
                  <th className="px-3 py-2 text-end">{t('fields.reserved')}</th>
                  <th className="px-3 py-2 text-end">{t('fields.incoming')}</th>
                  <th className="px-3 py-2 text-end">{t('fields.available')}</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {levels.map((level) => (
                  <tr key={level.id} className="border-t border-gray-100 text-sm">
                    <th scope="row" className="px-3 py-2 text-start font-medium text-gray-900">
                      {nameOf(level.location_id)}
                    </th>
                    <td className="px-3 py-2 text-end tabular-nums">{number(level.stocked_quantity)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{number(level.reserved_quantity)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{number(level.incoming_quantity)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{number(availableAt(level))}</td>
                    <td className="px-3 py-2">
                      <div className="flex justify-end gap-2">
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={t('adjustAt', { location: nameOf(level.location_id) })}
                          onClick={() => setAdjusting(level)}
                        >
                          {t('adjust')}
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={t('removeAt', { location: nameOf(level.location_id) })}
                          onClick={() => void onRemove(level)}
                        >
                          {t('remove')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <ReservationsSection itemId={item.id} locations={stockedAt} />
      <WidgetZone name="inventory_item.details.after" inventoryItem={item} />
      {adjusting && (
        <AdjustLevelModal
          itemId={item.id}
          level={adjusting}
          locationName={nameOf(adjusting.location_id)}
          onClose={() => setAdjusting(null)}
        />
      )}
      {adding && <AddLevelModal itemId={item.id} locations={notStockedAt} onClose={() => setAdding(false)} />}
    </section>
  )
}
