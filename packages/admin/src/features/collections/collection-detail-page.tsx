import type { ProductCollection } from '@mercato/client'
import {
  useAdminAddProductsToCollection,
  useAdminCollection,
  useAdminDeleteCollection,
  useAdminRemoveProductsFromCollection,
  useAdminUpdateCollection,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { BackLink, DetailPageHeader, DetailPageState } from '../../components/ui/detail-page'
import { useMutationFeedback } from '../../components/ui/feedback'
import { MetadataSection } from '../../components/ui/metadata-section'
import { WidgetZone } from '../../extensions/context'
import { useHasAction } from '../../lib/staff-areas'
import { AssignedProducts } from './assigned-products'
import { EditCollectionModal } from './collection-form-modal'
import { COLLECTIONS_PATH } from './urls'

function CollectionDetail({ collection }: { collection: ProductCollection }) {
  const { t } = useTranslation('catalogue')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('catalogue')
  const [editing, setEditing] = useState(false)
  const update = useAdminUpdateCollection(collection.id)
  const remove = useAdminDeleteCollection(collection.id)
  const add = useAdminAddProductsToCollection(collection.id)
  const removeProducts = useAdminRemoveProductsFromCollection(collection.id)

  const mayDelete = useHasAction('deletions')
  const destroy = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('collections.deleted'))
        navigate(COLLECTIONS_PATH)
      },
      onError: feedback.failure,
    })

  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="product_collection.details.before" productCollection={collection} />
      <div className="flex flex-col gap-2">
        <BackLink to={COLLECTIONS_PATH} label={t('collections.back')} />
        {/* The page's own heading, as on every other page; the card below holds the fields. */}
        <h1 className="text-xl font-semibold [overflow-wrap:anywhere] text-gray-900">
          <bdi>{collection.title}</bdi>
        </h1>
      </div>
      <DetailPageHeader
        title={t('collections.details')}
        labels={{ edit: t('actions.edit'), delete: t('actions.delete') }}
        confirmDelete={{
          title: t('collections.deleteTitle'),
          description: t('collections.deleteMessage', { title: collection.title }),
        }}
        deleting={remove.isPending}
        onEdit={() => setEditing(true)}
        onDelete={mayDelete ? destroy : undefined}
      >
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-gray-500">{t('fields.title')}</dt>
          <dd className="text-gray-900">
            <bdi>{collection.title}</bdi>
          </dd>
          <dt className="text-gray-500">{t('fields.handle')}</dt>
          <dd className="text-gray-900">
            {collection.handle ? <span dir="ltr">/{collection.handle}</span> : '—'}
          </dd>
        </dl>
      </DetailPageHeader>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <AssignedProducts
          filter={{ collection_id: [collection.id] }}
          ownerName={collection.title}
          emptyText={t('products.emptyCollection')}
          adding={add.isPending}
          onAdd={(ids) =>
            feedback.track(add.mutateAsync({ product_ids: ids }), t('products.added', { count: ids.length }))
          }
          onRemove={(id) =>
            feedback.track(removeProducts.mutateAsync({ product_ids: [id] }), t('products.removed'))
          }
        />
        <MetadataSection
          labels={{
            title: t('metadata.title'),
            edit: t('metadata.edit'),
            empty: t('metadata.empty'),
            addRow: t('metadata.addRow'),
            invalidKeys: t('metadata.invalidKeys'),
            cancel: t('actions.cancel'),
            save: t('actions.save'),
            key: (position) => t('metadata.key', { position }),
            value: (position) => t('metadata.value', { position }),
            removeRow: (position) => t('metadata.removeRow', { position }),
          }}
          metadata={collection.metadata as Record<string, unknown> | null | undefined}
          // `null` clears every key; the Admin API accepts it though the client's type leaves it out.
          save={(metadata) => update.mutateAsync({ metadata: metadata as Record<string, unknown> })}
          onSaved={() => feedback.success(t('collections.saved'))}
          onError={feedback.failure}
        />
      </div>
      <WidgetZone name="product_collection.details.after" productCollection={collection} />
      {editing && <EditCollectionModal collection={collection} onClose={() => setEditing(false)} />}
    </div>
  )
}

/** /app/a/collections/:id — the collection, its products and metadata. */
export default function CollectionDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('catalogue')
  const { collection, isLoading, error } = useAdminCollection(id, { retry: false })
  if (isLoading || !collection)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('collections.notFound')}
        back={t('collections.back')}
        to={COLLECTIONS_PATH}
      />
    )
  return <CollectionDetail key={collection.id} collection={collection} />
}
