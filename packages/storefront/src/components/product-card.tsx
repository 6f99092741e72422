import type { PricedProduct } from '@mercato/client'
import { Link } from './link'
import { useI18n } from '../i18n/context'
import { useShop } from '../shop'
import { VariantPrice, cheapestVariant } from './price'
import { ProductImage } from './product-image'

export function ProductGrid({ products, currency }: { products: PricedProduct[]; currency?: string }) {
  const { t } = useI18n()
  if (products.length === 0) return <p className="text-stone-600">{t('common.noProducts')}</p>
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} currency={currency} />
        </li>
      ))}
    </ul>
  )
}

function ProductCard({ product, currency }: { product: PricedProduct; currency?: string }) {
  const { t } = useI18n()
  const { region } = useShop()
  const image = product.thumbnail ?? product.images?.[0]?.url
  const cheapest = cheapestVariant(product)
  return (
    <Link to={`/products/${product.handle}`} className="group block">
      <div className="aspect-[4/5] overflow-hidden rounded-lg bg-stone-200">
        <ProductImage
          src={image ?? undefined}
          alt=""
          label={product.title}
          width={400}
          height={500}
          className="h-full w-full object-cover transition group-hover:scale-105"
        />
      </div>
      <h3 className="mt-2 text-sm font-medium group-hover:underline">
        <bdi>{product.title}</bdi>
      </h3>
      {!cheapest && currency ? (
        <p className="text-sm text-stone-500">{t('common.notInRegion')}</p>
      ) : (
        <p className="text-sm text-stone-700">
          {currency && (
            <VariantPrice variant={cheapest} currency={currency} inclusive={region?.includes_tax} small />
          )}
        </p>
      )}
    </Link>
  )
}
