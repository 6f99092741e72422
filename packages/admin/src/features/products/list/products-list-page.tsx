import { useAdminProducts } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useReopenedImport } from '../../batch-jobs/reopened-import'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { Button } from '../../../components/ui/button'
import { DataTable } from '../../../components/ui/data-table'
import { WidgetZone } from '../../../extensions/context'
import { useHasAction } from '../../../lib/staff-areas'
import { productPath, productsQuery, useNewProductParam, useProductsListState } from '../urls'
import { ProductBulkActions } from './product-bulk-actions'
import { productColumns } from './product-columns'
import { ProductFilters } from './product-filters'

const NewProductModal = lazy(() =>
  import('../new/new-product-modal').then((module) => ({ default: module.NewProductModal })),
)

const ImportDialog = lazy(() =>
  import('../import-export/import-dialog').then((module) => ({ default: module.ImportDialog })),
)
const ExportDialog = lazy(() =>
  import('../import-export/export-dialog').then((module) => ({ default: module.ExportDialog })),
)

/** /a/products: the catalogue with filters, search, sort and bulk actions; ?new=1 opens the new-product modal. */
export default function ProductsListPage() {
  const { t, i18n } = useTranslation()
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useProductsListState()
  const newProduct = useNewProductParam()
  const query = productsQuery(state)
  const { products, count, isLoading, isPlaceholderData, error, refetch } = useAdminProducts(query, {
    placeholderData: keepPreviousData,
  })
  const narrow = useNarrowScreen()
  const columns = useMemo(() => productColumns(t, locale, narrow), [t, locale, narrow])
  const title = t('nav.products')
  const newButton = <Button onClick={newProduct.open}>{t('products.new')}</Button>
  const [transfer, setTransfer] = useState<'import' | 'export' | null>(null)
  const { jobId: reopened, clear } = useReopenedImport()
  const closeTransfer = () => {
    setTransfer(null)
    clear()
  }
  const mayExport = useHasAction('exports')

  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="product.list.before" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => setTransfer('import')}>
            {t('actions.import', { ns: 'batch-jobs' })}
          </Button>
          {mayExport && (
            <Button variant="secondary" onClick={() => setTransfer('export')}>
              {t('actions.export', { ns: 'batch-jobs' })}
            </Button>
          )}
          {newButton}
        </div>
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={products}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(product) => productPath(product.id)}
        rowLabel={(product) => product.title}
        filters={<ProductFilters state={state} />}
        bulkActions={(selected, clear) => <ProductBulkActions selected={selected} clear={clear} />}
        empty={{
          title: t('products.emptyTitle'),
          description: t('products.emptyDescription'),
          action: newButton,
        }}
      />
      <WidgetZone name="product.list.after" />
      <Suspense fallback={null}>
        {(transfer === 'import' || reopened) && (
          <ImportDialog key={reopened ?? 'new'} open onClose={closeTransfer} jobId={reopened} />
        )}
        {transfer === 'export' && <ExportDialog open onClose={closeTransfer} state={state} />}
      </Suspense>
      {newProduct.isOpen && (
        <Suspense fallback={null}>
          <NewProductModal open onClose={newProduct.close} />
        </Suspense>
      )}
    </section>
  )
}
