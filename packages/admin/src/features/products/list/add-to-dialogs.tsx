import {
  useAdminAddProductsToCollection,
  useAdminAddProductsToSalesChannel,
  useAdminCollections,
  useAdminSalesChannels,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PickTargetDialog } from './pick-target-dialog'

export interface AddToDialogProps {
  /** The products to add. */
  ids: string[]
  onClose: () => void
  onDone: () => void
  onError: (error: unknown) => void
}

// The pickers list the first 100; a store with more collections or channels needs a search here.
const PICKER_QUERY = { limit: 100 }

export function AddToCollectionDialog({ ids, onClose, onDone, onError }: AddToDialogProps) {
  const { t } = useTranslation()
  const [target, setTarget] = useState('')
  const { collections } = useAdminCollections(PICKER_QUERY)
  const add = useAdminAddProductsToCollection(target)
  return (
    <PickTargetDialog
      open
      onClose={onClose}
      title={t('products.bulk.addToCollection')}
      label={t('products.filters.collection')}
      options={(collections ?? []).map((c) => ({ value: c.id, label: c.title }))}
      value={target}
      onChange={setTarget}
      busy={add.isPending}
      onConfirm={() => add.mutate({ product_ids: ids }, { onSuccess: onDone, onError })}
    />
  )
}

export function AddToSalesChannelDialog({ ids, onClose, onDone, onError }: AddToDialogProps) {
  const { t } = useTranslation()
  const [target, setTarget] = useState('')
  const { sales_channels } = useAdminSalesChannels(PICKER_QUERY)
  const add = useAdminAddProductsToSalesChannel(target)
  return (
    <PickTargetDialog
      open
      onClose={onClose}
      title={t('products.bulk.addToSalesChannel')}
      label={t('products.filters.salesChannel')}
      options={(sales_channels ?? []).map((c) => ({ value: c.id, label: c.name }))}
      value={target}
      onChange={setTarget}
      busy={add.isPending}
      onConfirm={() => add.mutate({ product_ids: ids.map((id) => ({ id })) }, { onSuccess: onDone, onError })}
    />
  )
}
