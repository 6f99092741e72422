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
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { Section } from '../../components/ui/section'
import { PageSpinner } from '../../components/ui/spinner'
import { WidgetZone } from '../../extensions/context'
import { AssignedProducts } from './assigned-products'
import { EditCollectionModal } from './collection-form-modal'
import { useCatalogueFeedback } from './feedback'
import { MetadataSection } from './metadata-section'
import { COLLECTIONS_PATH } from './urls'

export function NotFoundState({ message, back, to }: { message: string; back: string; to: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-24 text-center">
      <p className="text-sm text-gray-600">{message}</p>
      <Link to={to} className="text-sm font-medium text-violet-700 hover:underline">
        {back}
      </Link>
    </div>
  )
}

function CollectionDetail({ collection }: { collection: ProductCollection }) {
  const { t } = useTranslation('catalogue')
  const navigate = useNavigate()
  const feedback = useCatalogueFeedback()
  const [editing, setEditing] = useState(false)
  const update = useAdminUpdateCollection(collection.id)
  const remove = useAdminDeleteCollection(collection.id)
  const add = useAdminAddProductsToCollection(collection.id)
  const removeProducts = useAdminRemoveProductsFromCollection(collection.id)

  const destroy = async () => {
    const ok = await confirm({
      title: t('collections.deleteTitle'),
      description: t('collections.deleteMessage', { title: collection.title }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (!ok) return
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('collections.deleted'))
        navigate(COLLECTIONS_PATH)
      },
      onError: feedback.failure,
    })
  }

  const withToast = <T,>(run: Promise<T>, message: string) =>
    run.then(
      (result) => {
        feedback.success(message)
        return result
      },
      (error: unknown) => {
        feedback.failure(error)
        throw error
      },
    )

  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="product_collection.details.before" />
      <Link to={COLLECTIONS_PATH} className="text-sm text-gray-600 hover:text-gray-900">
        <span aria-hidden className="inline-block rtl:rotate-180">
          ←
        </span>{' '}
        {t('collections.back')}
      </Link>
      <Section
        title={collection.title}
        actions={
          <>
            <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button size="small" variant="danger" loading={remove.isPending} onClick={() => void destroy()}>
              {t('actions.delete')}
            </Button>
          </>
        }
      >
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-gray-500">{t('fields.title')}</dt>
          <dd className="text-gray-900">{collection.title}</dd>
          <dt className="text-gray-500">{t('fields.handle')}</dt>
          <dd className="text-gray-900">{collection.handle ? `/${collection.handle}` : '—'}</dd>
        </dl>
      </Section>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <AssignedProducts
          filter={{ collection_id: [collection.id] }}
          ownerName={collection.title}
          emptyText={t('products.emptyCollection')}
          adding={add.isPending}
          onAdd={(ids) =>
            withToast(add.mutateAsync({ product_ids: ids }), t('products.added', { count: ids.length }))
          }
          onRemove={(id) =>
            withToast(removeProducts.mutateAsync({ product_ids: [id] }), t('products.removed'))
          }
        />
        <MetadataSection
          metadata={collection.metadata as Record<string, unknown> | null | undefined}
          // `null` clears every key; the Admin API accepts it though the client's type leaves it out.
          save={(metadata) => update.mutateAsync({ metadata: metadata as Record<string, unknown> })}
          onSaved={() => feedback.success(t('collections.saved'))}
          onError={feedback.failure}
        />
      </div>
      <WidgetZone name="product_collection.details.after" />
      {editing && <EditCollectionModal collection={collection} onClose={() => setEditing(false)} />}
    </div>
  )
}

/** /app/a/collections/:id — the collection, its products and metadata. */
export default function CollectionDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('catalogue')
  const { collection, isLoading, error } = useAdminCollection(id, { retry: false })
  if (isLoading) return <PageSpinner />
  if (!collection) {
    if (error && error.status !== 404) throw error
    return (
      <NotFoundState message={t('collections.notFound')} back={t('collections.back')} to={COLLECTIONS_PATH} />
    )
  }
  return <CollectionDetail key={collection.id} collection={collection} />
}
