import { useCollections, useProductCategories } from '@mercato/react'
import { Link } from '../components/link'
import { PillLinks } from '../components/pill-links'
import { ProductGrid } from '../components/product-card'
import { categoriesQuery, collectionsQuery, homeProductsQuery } from '../data'
import { useI18n } from '../i18n/context'
import { useCatalogue } from '../pricing'
import { useShop } from '../shop'
import { sellableProducts } from './home-products'
import { usePageTitle } from './title'

export default function HomePage() {
  const { region, storeName } = useShop()
  const { t } = useI18n()
  const { products = [], isLoading } = useCatalogue(homeProductsQuery(region?.id))
  const { collections = [] } = useCollections(collectionsQuery)
  const { product_categories: categories = [] } = useProductCategories(categoriesQuery)
  const topCategories = categories.filter((c) => !c.parent_category_id)
  usePageTitle('')
  return (
    <>
      <section className="mb-10 rounded-2xl bg-stone-900 px-6 py-12 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('catalogue.home.heading')}</h1>
        <p className="mt-3 max-w-xl text-stone-300">{t('catalogue.home.intro', { storeName })}</p>
      </section>
      {collections.length > 0 && (
        <section aria-labelledby="collections-heading" className="mb-10">
          <h2 id="collections-heading" className="mb-3 text-xl font-semibold">
            {t('catalogue.home.collections')}
          </h2>
          <PillLinks
            links={collections.map((c) => ({ id: c.id, to: `/collections/${c.handle}`, name: c.title }))}
          />
        </section>
      )}
      {topCategories.length > 0 && (
        <section aria-labelledby="categories-heading" className="mb-10">
          <h2 id="categories-heading" className="mb-3 text-xl font-semibold">
            {t('catalogue.home.categories')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {topCategories.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/categories/${c.handle}`}
                  className="block rounded-lg border border-stone-200 bg-white px-4 py-3 font-medium hover:bg-stone-100"
                >
                  <bdi>{c.name}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="products-heading">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4">
          <h2 id="products-heading" className="text-xl font-semibold">
            {t('catalogue.home.newArrivals')}
          </h2>
          <Link to="/products" className="text-sm font-medium underline">
            {t('catalogue.home.seeAll')}
          </Link>
        </div>
        {isLoading ? (
          <p>{t('catalogue.loadingProducts')}</p>
        ) : (
          <ProductGrid products={sellableProducts(products, !!region)} currency={region?.currency_code} />
        )}
      </section>
    </>
  )
}
