import type { PricedProduct } from '@mercato/client'
import { useAdminUpdateProduct } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { MetadataSection } from '../../../components/ui/metadata-section'
import { productUpdate } from './payloads'

/** The product's metadata, in the shared editor with the product page's words. */
export function ProductMetadataSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const update = useAdminUpdateProduct(product.id)
  return (
    <MetadataSection
      metadata={product.metadata as Record<string, unknown> | null | undefined}
      labels={{
        title: t('metadata.title'),
        edit: t('metadata.edit'),
        dialogTitle: t('metadata.edit_title'),
        empty: t('metadata.empty'),
        addRow: t('metadata.add_row'),
        invalidKeys: t('errors.metadata_keys'),
        cancel: t('actions.cancel'),
        save: t('actions.save'),
        key: (position) => t('metadata.key_label', { position }),
        value: (position) => t('metadata.value_label', { position }),
        removeRow: (position) => t('metadata.remove_row', { position }),
      }}
      save={(metadata) => update.mutateAsync(productUpdate({ metadata }))}
      onSaved={() => feedback.success(t('toast.saved'))}
      onError={feedback.failure}
    />
  )
}
