import { useAdminCollections } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { DataTable } from '../../components/ui/data-table'
import { useTableState } from '../../components/ui/data-table-state'
import { WidgetZone } from '../../extensions/context'
import { collectionColumns } from './collection-columns'
import { CreateCollectionModal } from './collection-form-modal'
import { collectionPath, collectionsQuery, useNewParam } from './urls'

/** /a/collections: searchable, sortable list; ?new=1 opens the create modal. */
export default function CollectionsListPage() {
  const { t, i18n } = useTranslation('catalogue')
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useTableState()
  const create = useNewParam()
  const { collections, count, isLoading, isPlaceholderData, error, refetch } = useAdminCollections(
    collectionsQuery(state),
    { placeholderData: keepPreviousData },
  )
  const columns = useMemo(() => collectionColumns(t, locale), [t, locale])
  const title = t('collections.title')
  const newButton = <Button onClick={create.open}>{t('collections.new')}</Button>

  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="product_collection.list.before" />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {newButton}
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={collections}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(c) => collectionPath(c.id)}
        empty={{
          title: t('collections.emptyTitle'),
          description: t('collections.emptyDescription'),
          action: newButton,
        }}
      />
      <WidgetZone name="product_collection.list.after" />
      {create.isOpen && <CreateCollectionModal onClose={create.close} />}
    </section>
  )
}
