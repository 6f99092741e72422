import type { PriceList } from '@mercato/client'
import {
  useAdminCreatePriceListPrices,
  useAdminDeletePriceListPrices,
  useAdminPriceListProducts,
  useAdminProducts,
} from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { Pagination } from '../../components/ui/data-table-pagination'
import { useTableState } from '../../components/ui/data-table-state'
import { EmptyState } from '../../components/ui/empty-state'
import { useMutationFeedback } from '../../components/ui/feedback'
import { notify } from '../../components/ui/notify'
import { UnsavedChangesGuard } from '../../components/ui/unsaved-changes'
import { Section } from '../../components/ui/section'
import { Spinner } from '../../components/ui/spinner'
import { ProductPickerDialog } from '../collections/product-picker-dialog'
import { BulkPriceModal } from './bulk-price-modal'
import { applyBulk, hasPendingChanges, listPriceIndex, type PriceDrafts, priceBatch } from './price-grid'
import { PriceTable } from './price-editor-table'
import { QuantityPricesModal } from './quantity-prices-modal'
import { usePriceColumns } from './use-price-columns'
import { listTiers, tierBatch } from './quantity-tiers'

/**
 * The price editor of a list: type prices per currency and region, fill many at once, and save all
 * changes in one batch call (emptied cells delete their price).
 */
export function PriceEditor({ list }: { list: PriceList }) {
  const { t } = useTranslation('pricing')
  const feedback = useMutationFeedback('pricing')
  // A page of the products with prices in the list (page and size in the URL), then the ones just added.
  const page = useTableState()
  const {
    products: listed,
    count: listedCount,
    isLoading: listedLoading,
  } = useAdminPriceListProducts(
    list.id,
    { limit: page.limit, offset: page.offset },
    { placeholderData: keepPreviousData },
  )
  const [added, setAdded] = useState<string[]>([])
  const [removed, setRemoved] = useState<string[]>([])
  const ids = useMemo(() => {
    const all = new Set([...(listed ?? []).map((p) => p.id), ...added])
    for (const id of removed) all.delete(id)
    return [...all]
  }, [listed, added, removed])
  // The catalogue's own products carry the regular prices a percentage off is taken from.
  const { products } = useAdminProducts(
    { id: ids, limit: ids.length },
    { enabled: ids.length > 0, placeholderData: keepPreviousData },
  )
  const shown = useMemo(() => (products ?? []).filter((p) => ids.includes(p.id)), [products, ids])
  const columns = usePriceColumns()
  const index = useMemo(() => listPriceIndex(list.prices ?? [], columns), [list.prices, columns])
  const [drafts, setDrafts] = useState<PriceDrafts>(() => new Map())
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const [picking, setPicking] = useState(false)
  const [bulk, setBulk] = useState(false)
  const [tiersOf, setTiersOf] = useState<{ id: string; label: string }>()
  const addPrices = useAdminCreatePriceListPrices(list.id)
  const deletePrices = useAdminDeletePriceListPrices(list.id)
  const saving = addPrices.isPending || deletePrices.isPending

  const select = (variantIds: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      for (const id of variantIds) on ? next.add(id) : next.delete(id)
      return next
    })
  const batch = useMemo(() => priceBatch(drafts, index, columns), [drafts, index, columns])
  // Drafts that change nothing (an amount typed back, an emptied cell without a price) leave nothing to save.
  const pending = hasPendingChanges(batch)
  const save = async () => {
    // Said in words, with nothing sent: the cells themselves are marked and explained.
    if (batch.invalid.length) return notify.error(t('errors.title'), t('invalidCells'))
    const sent = drafts
    try {
      if (batch.prices.length) await addPrices.mutateAsync({ prices: batch.prices })
      if (batch.removedIds.length) await deletePrices.mutateAsync({ price_ids: batch.removedIds })
      // Cells typed into while saving keep their new drafts.
      setDrafts((current) => new Map([...current].filter(([key, draft]) => sent.get(key) !== draft)))
      // Products just added now have prices: they are listed in their place among the others.
      setAdded([])
      feedback.success(t('pricesSaved'))
    } catch (error) {
      feedback.failure(error)
    }
  }
  const selectedVariants = shown.flatMap((p) => p.variants).filter((v) => selected.has(v.id))
  const addButton = (
    <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
      {t('addProducts')}
    </Button>
  )

  return (
    <Section
      title={t('editorTitle')}
      actions={
        <>
          {addButton}
          <Button
            variant="secondary"
            size="small"
            disabled={selectedVariants.length === 0}
            onClick={() => setBulk(true)}
          >
            {t('bulkEdit', { count: selectedVariants.length })}
          </Button>
          {pending && (
            <Button variant="secondary" size="small" onClick={() => setDrafts(new Map())}>
              {t('discard')}
            </Button>
          )}
          <Button size="small" disabled={!pending} loading={saving} onClick={() => void save()}>
            {t('savePrices')}
          </Button>
        </>
      }
    >
      {/* Typed prices, and products added but not priced yet, live only on this page until saved. */}
      <UnsavedChangesGuard edited={pending || added.length > 0} />
      {listedLoading ? (
        <div className="flex justify-center py-6">
          <Spinner className="text-violet-600" />
        </div>
      ) : ids.length === 0 ? (
        <EmptyState
          title={t('noProductsTitle')}
          description={t('noProductsDescription')}
          action={addButton}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-500">
            <span className="font-medium text-gray-700">
              {t(list.includes_tax ? 'tax.amountsIncluded' : 'tax.amountsExcluded')} {t('tax.listDecides')}
            </span>{' '}
            {t('editorHint')} {t('columnsHint')}
          </p>
          <PriceTable
            listId={list.id}
            products={shown}
            columns={columns}
            index={index}
            drafts={drafts}
            selected={selected}
            onSelect={select}
            onCell={(key, draft) => setDrafts((d) => new Map(d).set(key, draft))}
            listPrices={list.prices ?? []}
            includesTax={Boolean(list.includes_tax)}
            onQuantityPrices={setTiersOf}
            onProductRemoved={(id) => {
              setRemoved((r) => [...r, id])
              setAdded((a) => a.filter((x) => x !== id))
            }}
          />
          {(listedCount ?? 0) > page.pageSize || page.page > 1 ? (
            <Pagination state={page} count={listedCount ?? 0} />
          ) : null}
        </>
      )}
      {picking && (
        <ProductPickerDialog
          memberIds={new Set(ids)}
          busy={false}
          onClose={() => setPicking(false)}
          onConfirm={(picked) => {
            setAdded((a) => [...a, ...picked])
            setRemoved((r) => r.filter((id) => !picked.includes(id)))
            setPicking(false)
          }}
        />
      )}
      {tiersOf && (
        <QuantityPricesModal
          label={tiersOf.label}
          saved={listTiers(list.prices ?? [], tiersOf.id, columns)}
          columns={columns}
          saving={saving}
          onSave={async (rows) => {
            const batch = tierBatch(
              listTiers(list.prices ?? [], tiersOf.id, columns),
              rows,
              tiersOf.id,
              columns,
            )
            if (batch.prices.length) await addPrices.mutateAsync({ prices: batch.prices })
            if (batch.removedIds.length) await deletePrices.mutateAsync({ price_ids: batch.removedIds })
          }}
          onClose={() => setTiersOf(undefined)}
        />
      )}
      {bulk && (
        <BulkPriceModal
          columns={columns}
          variantCount={selectedVariants.length}
          onClose={() => setBulk(false)}
          onApply={(rule, chosen) => {
            setDrafts((d) => applyBulk(selectedVariants, chosen, rule, d))
            setBulk(false)
          }}
        />
      )}
    </Section>
  )
}
