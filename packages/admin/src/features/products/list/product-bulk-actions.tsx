import { useAdminDeleteProducts, useAdminUpdateProducts } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { notify } from '../../../components/ui/notify'
import { formatNumber } from '../../../lib/format'
import { useHasAction } from '../../../lib/staff-areas'
import { AddToCollectionDialog, AddToSalesChannelDialog } from './add-to-dialogs'
import type { ProductRow } from './product-columns'
import { describeError } from '../../../lib/server-messages'

/** Publish, unpublish, delete, add to a collection or a sales channel: for the selected products. */
export function ProductBulkActions({ selected, clear }: { selected: ProductRow[]; clear: () => void }) {
  const { t, i18n } = useTranslation()
  const ids = selected.map((product) => product.id)
  const count = formatNumber(ids.length, i18n.resolvedLanguage ?? 'en')
  const [picking, setPicking] = useState<'collection' | 'salesChannel' | null>(null)
  const update = useAdminUpdateProducts()
  const remove = useAdminDeleteProducts()
  const mayDelete = useHasAction('deletions')

  const succeeded = (messageKey: string) => () => {
    notify.success(t('products.bulk.doneTitle'), t(messageKey, { count }))
    setPicking(null)
    clear()
  }
  const failed = (error: unknown) =>
    void describeError(t, error).then((text) => notify.error(t('common.error'), text))

  const setStatus = (status: 'published' | 'draft') =>
    update.mutate(
      { ids, payload: { status } },
      {
        onSuccess: succeeded(
          status === 'published' ? 'products.bulk.published' : 'products.bulk.unpublished',
        ),
        onError: failed,
      },
    )

  const deleteSelected = async () => {
    const ok = await confirm({
      title: t('products.bulk.deleteTitle'),
      description: t('products.bulk.deleteDescription', { count }),
      confirmLabel: t('products.bulk.delete'),
      destructive: true,
    })
    if (ok) remove.mutate(ids, { onSuccess: succeeded('products.bulk.deleted'), onError: failed })
  }

  const dialogProps = { ids, onClose: () => setPicking(null), onError: failed }
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        disabled={update.isPending}
        onClick={() => setStatus('published')}
      >
        {t('products.bulk.publish')}
      </Button>
      <Button variant="secondary" size="small" disabled={update.isPending} onClick={() => setStatus('draft')}>
        {t('products.bulk.unpublish')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => setPicking('collection')}>
        {t('products.bulk.addToCollection')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => setPicking('salesChannel')}>
        {t('products.bulk.addToSalesChannel')}
      </Button>
      {mayDelete && (
        <Button variant="danger" size="small" loading={remove.isPending} onClick={deleteSelected}>
          {t('products.bulk.delete')}
        </Button>
      )}
      {picking === 'collection' && (
        <AddToCollectionDialog {...dialogProps} onDone={succeeded('products.bulk.addedToCollection')} />
      )}
      {picking === 'salesChannel' && (
        <AddToSalesChannelDialog {...dialogProps} onDone={succeeded('products.bulk.addedToSalesChannel')} />
      )}
    </>
  )
}
