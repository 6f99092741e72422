import type { ProductCategory } from '@mercato/client'
import {
  useAdminAddProductsToCategory,
  useAdminDeleteProductCategory,
  useAdminDeleteProductsFromCategory,
  useAdminProductCategories,
  useAdminProductCategory,
  useAdminUpdateProductCategory,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '../../components/ui/button'
import { BackLink, DetailPageHeader, DetailPageState } from '../../components/ui/detail-page'
import { useMutationFeedback } from '../../components/ui/feedback'
import { Section } from '../../components/ui/section'
import { WidgetZone } from '../../extensions/context'
import { AssignedProducts } from '../collections/assigned-products'
import { useHasAction } from '../../lib/staff-areas'
import { CategoryFormModal } from './category-form-modal'
import { FlagBadges } from './flag-badges'
import { asNodes, locate, parentChoices, rankAfterMove, subtreeIds } from './tree'
import { CATEGORIES_PATH, categoryPath, TREE_QUERY } from './urls'

function CategoryDetail({ category }: { category: ProductCategory }) {
  const { t } = useTranslation('catalogue')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('catalogue')
  const [editing, setEditing] = useState(false)
  const { product_categories } = useAdminProductCategories(TREE_QUERY)
  const roots = asNodes(product_categories)
  const update = useAdminUpdateProductCategory(category.id)
  const remove = useAdminDeleteProductCategory(category.id)
  const add = useAdminAddProductsToCategory(category.id)
  const removeProducts = useAdminDeleteProductsFromCategory(category.id)
  const placed = locate(roots, category.id)
  const siblings = placed?.siblings ?? []
  const position = siblings.findIndex((s) => s.id === category.id) + 1
  const children = placed?.category.category_children ?? category.category_children ?? []

  const move = (direction: -1 | 1) => {
    const rank = rankAfterMove(siblings, category.id, direction)
    if (rank === null) return
    update.mutate(
      { rank },
      { onSuccess: () => feedback.success(t('categories.moved')), onError: feedback.failure },
    )
  }

  const mayDelete = useHasAction('deletions')
  const destroy = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('categories.deleted'))
        navigate(CATEGORIES_PATH)
      },
      onError: feedback.failure,
    })

  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="product_category.details.before" productCategory={category} />
      <BackLink to={CATEGORIES_PATH} label={t('categories.back')} />
      <DetailPageHeader
        title={category.name}
        labels={{ edit: t('actions.edit'), delete: t('actions.delete') }}
        confirmDelete={{
          title: t('categories.deleteTitle'),
          description: t('categories.deleteMessage', { name: category.name }),
        }}
        deleting={remove.isPending}
        onEdit={() => setEditing(true)}
        onDelete={mayDelete ? destroy : undefined}
      >
        <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-6 gap-y-3 text-sm">
          <dt className="text-gray-500">{t('fields.handle')}</dt>
          <dd className="text-gray-900">
            <bdi dir="ltr">/{category.handle}</bdi>
          </dd>
          <dt className="text-gray-500">{t('fields.description')}</dt>
          <dd className="whitespace-pre-line text-gray-900" dir={category.description ? 'auto' : undefined}>
            {category.description || '—'}
          </dd>
          <dt className="text-gray-500">{t('fields.parent')}</dt>
          <dd>
            {category.parent_category ? (
              <Link
                to={categoryPath(category.parent_category.id)}
                className="text-violet-700 hover:underline"
              >
                {category.parent_category.name}
              </Link>
            ) : (
              <span className="text-gray-900">{t('fields.noParent')}</span>
            )}
          </dd>
          <dt className="text-gray-500">{t('categories.flags')}</dt>
          <dd>
            <FlagBadges category={category} />
          </dd>
          <dt className="text-gray-500">{t('categories.order')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {position > 0 && (
              <span className="text-gray-900">
                {t('categories.position', { position, count: siblings.length })}
              </span>
            )}
            <Button
              size="small"
              variant="secondary"
              disabled={position <= 1 || update.isPending}
              onClick={() => move(-1)}
            >
              {t('categories.moveUp')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              disabled={position === 0 || position >= siblings.length || update.isPending}
              onClick={() => move(1)}
            >
              {t('categories.moveDown')}
            </Button>
          </dd>
        </dl>
      </DetailPageHeader>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <AssignedProducts
          filter={{ category_id: [category.id] }}
          ownerName={category.name}
          emptyText={t('products.emptyCategory')}
          adding={add.isPending}
          onAdd={(ids) =>
            feedback.track(
              add.mutateAsync({ product_ids: ids.map((id) => ({ id })) }),
              t('products.added', { count: ids.length }),
            )
          }
          onRemove={(id) =>
            feedback.track(removeProducts.mutateAsync({ product_ids: [{ id }] }), t('products.removed'))
          }
        />
        <Section
          title={t('categories.subcategories')}
          actions={
            <Button
              size="small"
              variant="secondary"
              onClick={() => navigate(`${CATEGORIES_PATH}?new=1&parent=${encodeURIComponent(category.id)}`)}
            >
              {t('categories.addChild')}
            </Button>
          }
        >
          {children.length === 0 ? (
            <p className="text-sm text-gray-500">{t('categories.noChildren')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {children.map((child) => (
                <li key={child.id}>
                  <Link to={categoryPath(child.id)} className="text-violet-700 hover:underline">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <WidgetZone name="product_category.details.after" productCategory={category} />
      {editing && (
        <CategoryFormModal
          heading={t('categories.editTitle')}
          initial={{
            name: category.name,
            handle: category.handle,
            description: category.description ?? '',
            parentId: category.parent_category_id ?? '',
            isActive: category.is_active,
            isInternal: category.is_internal,
          }}
          parents={parentChoices(roots, subtreeIds(placed?.category ?? category))}
          busy={update.isPending}
          onClose={() => setEditing(false)}
          onSubmit={(payload) =>
            update.mutateAsync(payload).then(() => {
              feedback.success(t('categories.saved'))
              setEditing(false)
            })
          }
        />
      )}
    </div>
  )
}

/** /app/a/product-categories/:id — a category: its fields, place in the tree, products and children. */
export default function CategoryDetailPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('catalogue')
  const { product_category, isLoading, error } = useAdminProductCategory(id, undefined, { retry: false })
  if (isLoading || !product_category)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('categories.notFound')}
        back={t('categories.back')}
        to={CATEGORIES_PATH}
      />
    )
  return <CategoryDetail key={product_category.id} category={product_category} />
}
