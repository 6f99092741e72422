import type { ProductCategory } from '@mercato/client'
import { useProductCategory } from '@mercato/react'
import { upperAncestorIds } from '../category-trail'
import { useI18n } from '../i18n/context'
import { Link } from './link'

// `›` is a mirrored character: in a right-to-left page it shows as `‹`, pointing the way the trail reads.
const separator = (
  <span aria-hidden="true" className="text-stone-400">
    ›
  </span>
)

function Crumb({ to, name }: { to: string; name: string }) {
  return (
    <li className="flex items-center gap-2">
      {separator}
      <Link to={to} className="underline-offset-2 hover:underline">
        <bdi>{name}</bdi>
      </Link>
    </li>
  )
}

/** An ancestor the page did not load with the category: it is fetched by id (the server prefetches it). */
function FetchedCrumb({ id }: { id: string }) {
  const { product_category: c } = useProductCategory(id)
  return c ? <Crumb to={`/categories/${c.handle}`} name={c.name} /> : null
}

/** Home › ancestors › the category, for a category page (the last item is the page itself). */
export function CategoryBreadcrumbs({ category }: { category: ProductCategory }) {
  const { t } = useI18n()
  const parent = category.parent_category
  return (
    <nav aria-label={t('catalogue.category.breadcrumb')} className="mb-3 text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to="/" className="underline-offset-2 hover:underline">
            {t('catalogue.category.home')}
          </Link>
        </li>
        {parent && (
          <>
            {upperAncestorIds(category).map((id) => (
              <FetchedCrumb key={id} id={id} />
            ))}
            <Crumb to={`/categories/${parent.handle}`} name={parent.name} />
          </>
        )}
        <li className="flex items-center gap-2">
          {separator}
          <span aria-current="page" className="font-medium text-stone-900">
            <bdi>{category.name}</bdi>
          </span>
        </li>
      </ol>
    </nav>
  )
}
