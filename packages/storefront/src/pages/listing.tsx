import type { StoreGetProductsParams } from '@mercato/client'
import { useCollections, useProductCategories } from '@mercato/react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { Link } from '../components/link'
import { CategoryBreadcrumbs } from '../components/breadcrumbs'
import { Pager, PastTheEnd, pageCount } from '../components/pager'
import { PillLinks } from '../components/pill-links'
import { ProductGrid } from '../components/product-card'
import { SortControl } from '../components/sort-control'
import {
  PAGE_SIZE,
  allProductsQuery,
  categoryByHandleQuery,
  categoryFilter,
  collectionsQuery,
  listingQuery,
  pageFrom,
} from '../data'
import { useI18n } from '../i18n/context'
import { sortFrom, sortedQuery } from '../listing-sort'
import { useCatalogue } from '../pricing'
import { useShop } from '../shop'
import { NotFoundPage } from './not-found'
import { usePageTitle } from './title'

function Listing({
  title,
  intro,
  query,
  empty,
  children,
  above,
}: {
  title: string
  intro?: string | null
  query: StoreGetProductsParams
  /** What to say when nothing is listed at all (the grid's own words otherwise). */
  empty?: string
  /** Shown between the heading and the products (a category's sub-categories). */
  children?: ReactNode
  /** Shown above the heading (a category's breadcrumbs). */
  above?: ReactNode
}) {
  const { region } = useShop()
  const { t } = useI18n()
  const { search } = useLocation()
  const page = pageFrom(search)
  const { products = [], count = 0, isLoading } = useCatalogue(sortedQuery(query, sortFrom(search)))
  usePageTitle(title)
  const pages = pageCount(count, PAGE_SIZE)
  return (
    <>
      {above}
      <h1 className="text-3xl font-bold">
        <bdi>{title}</bdi>
      </h1>
      {intro && (
        <p className="mt-2 max-w-2xl text-stone-600" dir="auto">
          {intro}
        </p>
      )}
      <p className="mt-1 mb-6 text-sm text-stone-500">
        {isLoading ? t('common.loading') : t('catalogue.productCount', { count })}
      </p>
      {children}
      {count > 1 && <SortControl />}
      {!isLoading && page > pages ? (
        <PastTheEnd pages={pages} />
      ) : empty && !isLoading && count === 0 ? (
        <div className="text-stone-600">
          <p>{empty}</p>
          <Link to="/" className="mt-2 inline-block underline">
            {t('common.notFound.back')}
          </Link>
        </div>
      ) : (
        <ProductGrid products={products} currency={region?.currency_code} />
      )}
      {page <= pages && <Pager page={page} count={count} pageSize={PAGE_SIZE} />}
    </>
  )
}

/** Every product the shop lists, a page at a time. */
export function AllProductsPage() {
  const { t } = useI18n()
  const { region } = useShop()
  const page = pageFrom(useLocation().search)
  return (
    <Listing
      title={t('catalogue.allProducts.heading')}
      query={allProductsQuery(region?.id, page)}
      empty={t('catalogue.allProducts.empty')}
    />
  )
}

export function CollectionPage() {
  const { t } = useI18n()
  const { handle = '' } = useParams()
  const { region } = useShop()
  const page = pageFrom(useLocation().search)
  const { collections, isLoading } = useCollections(collectionsQuery)
  const collection = collections?.find((c) => c.handle === handle)
  if (!collection) return isLoading ? <p>{t('common.loading')}</p> : <NotFoundPage />
  return (
    <Listing
      title={collection.title}
      query={listingQuery({ collection_id: [collection.id] }, region?.id, page)}
    />
  )
}

export function CategoryPage() {
  const { t } = useI18n()
  const { handle = '' } = useParams()
  const { region } = useShop()
  const page = pageFrom(useLocation().search)
  const { product_categories, isLoading } = useProductCategories(categoryByHandleQuery(handle))
  const category = product_categories?.[0]
  if (!category) return isLoading ? <p>{t('common.loading')}</p> : <NotFoundPage />
  const children = (category.category_children ?? []).filter((c) => c.is_active && !c.is_internal)
  return (
    <Listing
      title={category.name}
      intro={category.description}
      query={listingQuery(categoryFilter(category.id), region?.id, page)}
      empty={t('catalogue.category.empty')}
      above={<CategoryBreadcrumbs category={category} />}
    >
      {children.length > 0 && (
        <nav aria-label={t('catalogue.category.within', { name: category.name })} className="mb-6">
          <PillLinks
            links={children.map((c) => ({ id: c.id, to: `/categories/${c.handle}`, name: c.name }))}
          />
        </nav>
      )}
    </Listing>
  )
}

export function SearchPage() {
  const { t } = useI18n()
  const { region } = useShop()
  const { search } = useLocation()
  const navigate = useNavigate()
  const q = new URLSearchParams(search).get('q') ?? ''
  const [text, setText] = useState(q)
  // Back and forward change `q` without a new page: the box follows the address.
  const [shown, setShown] = useState(q)
  if (shown !== q) {
    setShown(q)
    setText(q)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    navigate(`/search?q=${encodeURIComponent(text.trim())}`)
  }
  return (
    <>
      <search>
        <form onSubmit={submit} className="mb-6 flex gap-2">
          <label htmlFor="search-q" className="sr-only">
            {t('common.header.searchLabel')}
          </label>
          <input
            id="search-q"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="flex-1 rounded border border-stone-300 px-3 py-2"
          />
          <button type="submit" className="rounded bg-stone-900 px-4 py-2 text-white">
            {t('catalogue.search.submit')}
          </button>
        </form>
      </search>
      {q ? (
        <Listing
          title={t('catalogue.search.results', { q })}
          query={listingQuery({ q }, region?.id, pageFrom(search))}
          empty={t('catalogue.search.none', { q })}
        />
      ) : (
        <h1 className="text-2xl font-bold">{t('catalogue.search.heading')}</h1>
      )}
    </>
  )
}
