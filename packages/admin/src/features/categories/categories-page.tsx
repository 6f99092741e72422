import { useAdminCreateProductCategory, useAdminProductCategories } from '@mercato/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Spinner } from '../../components/ui/spinner'
import { WidgetZone } from '../../extensions/context'
import { useUrlState } from '../../lib/url-state'
import { useMutationFeedback } from '../../components/ui/feedback'
import { EMPTY_CATEGORY } from './category-form'
import { CategoryFormModal } from './category-form-modal'
import { CategoryTree } from './category-tree'
import { asNodes, parentChoices } from './tree'
import { categoryPath, TREE_QUERY } from './urls'
import { ServerMessage } from '../../lib/server-message'

/** `?new=1` opens the create modal; `&parent=<id>` starts it nested under that category. */
function useCreateParams() {
  const url = useUrlState()
  return {
    isOpen: url.get('new') === '1',
    parentId: url.get('parent') ?? '',
    open: () => url.set({ new: '1' }),
    close: () => url.set({ new: null, parent: null }),
  }
}

/** /a/product-categories: the category tree, and creating a category anywhere in it. */
export default function CategoriesPage() {
  const { t } = useTranslation('catalogue')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('catalogue')
  const create = useCreateParams()
  const { product_categories, isLoading, error, refetch } = useAdminProductCategories(TREE_QUERY)
  const createCategory = useAdminCreateProductCategory()
  const roots = asNodes(product_categories)
  const title = t('categories.title')
  const newButton = <Button onClick={create.open}>{t('categories.new')}</Button>

  let body: ReactNode
  if (isLoading) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner className="text-violet-600" />
      </div>
    )
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-sm text-rose-600">
        <ServerMessage error={error} />
        <Button variant="secondary" size="small" onClick={() => void refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    )
  } else if (roots.length === 0) {
    body = (
      <EmptyState
        title={t('categories.emptyTitle')}
        description={t('categories.emptyDescription')}
        action={newButton}
      />
    )
  } else {
    body = (
      <CategoryTree label={t('categories.tree')} roots={roots} onOpen={(c) => navigate(categoryPath(c.id))} />
    )
  }

  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="product_category.list.before" />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {newButton}
      </div>
      <div className="rounded-xl border border-gray-200 bg-white">{body}</div>
      <WidgetZone name="product_category.list.after" />
      {create.isOpen && !isLoading && (
        <CategoryFormModal
          heading={t('categories.createTitle')}
          initial={{ ...EMPTY_CATEGORY, parentId: create.parentId }}
          parents={parentChoices(roots)}
          busy={createCategory.isPending}
          onClose={create.close}
          onSubmit={(payload) =>
            createCategory.mutateAsync(payload).then(({ product_category }) => {
              feedback.success(t('categories.created'))
              navigate(categoryPath(product_category.id))
            })
          }
        />
      )}
    </section>
  )
}
