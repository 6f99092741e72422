import type { PricedProduct } from '@mercato/client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Section } from '../../../components/ui/section'
import { categoryPath } from '../../categories/urls'
import { useCategoryChoices } from '../new/category-choices'
import { EditCategoriesDialog } from './edit-categories-dialog'

/** The categories the product is in, each a link to its category, named by its path. */
export function CategoriesSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const [editing, setEditing] = useState(false)
  const { labels } = useCategoryChoices()
  const categories = (product.categories ?? [])
    .map((c) => ({ id: c.id, label: labels.get(c.id) ?? c.name }))
    .sort((a, b) => a.label.localeCompare(b.label))
  return (
    <Section
      title={t('categories.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
          {t('categories.edit')}
        </Button>
      }
    >
      {categories.length === 0 ? (
        <p className="text-sm text-gray-500">{t('categories.empty')}</p>
      ) : (
        <ul aria-label={t('categories.list')} className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={categoryPath(c.id)}
                className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-sm text-violet-700 hover:underline"
              >
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {editing && <EditCategoriesDialog product={product} onClose={() => setEditing(false)} />}
    </Section>
  )
}
