import type { PricedProduct } from '@mercato/client'
import { variantImage } from '@mercato/domain'
import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { Link } from '../components/link'
import { VariantPrice, denomination, stockOf, variantPrice } from '../components/price'
import { ProductImage } from '../components/product-image'
import { ProductGrid } from '../components/product-card'
import { RELATED_PRODUCTS, productByHandleQuery, relatedProductsQuery } from '../data'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { useCatalogue } from '../pricing'
import { useShop } from '../shop'
import { NotFoundPage } from './not-found'
import { usePageTitle } from './title'

export default function ProductPage() {
  const { handle = '' } = useParams()
  const { region } = useShop()
  const { t } = useI18n()
  const { products, isLoading } = useCatalogue(productByHandleQuery(handle, region?.id))
  const product = products?.[0]
  usePageTitle(product?.title)
  if (isLoading && !product) return <p>{t('common.loading')}</p>
  if (!product) return <NotFoundPage />
  return (
    <>
      <ProductView key={product.id} product={product} currency={region?.currency_code} />
      {product.collection_id && product.collection && (
        <RelatedProducts
          product={product}
          collectionId={product.collection_id}
          collectionTitle={product.collection.title}
        />
      )}
    </>
  )
}

/** Other products of the product's collection, for a shopper who wants to look further. */
function RelatedProducts({
  product,
  collectionId,
  collectionTitle,
}: {
  product: PricedProduct
  collectionId: string
  collectionTitle: string
}) {
  const { region } = useShop()
  const { t } = useI18n()
  // In the browser only (see `relatedProductsQuery`): the server renders the page without them.
  const { products } = useCatalogue(relatedProductsQuery(collectionId, region?.id), {
    enabled: typeof window !== 'undefined',
  })
  const others = (products ?? []).filter((p) => p.id !== product.id).slice(0, RELATED_PRODUCTS)
  if (others.length === 0) return null
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="mb-4 text-xl font-semibold">
        {t('catalogue.product.moreFrom', { collection: collectionTitle })}
      </h2>
      <ProductGrid products={others} currency={region?.currency_code} />
    </section>
  )
}

const nextStep = 'rounded border border-stone-300 bg-white px-3 py-1.5 hover:bg-stone-100'

/** The variant named by `?variant=` (a shared or reloaded link), else the first in stock, else the first. */
export function initialChoice(product: PricedProduct, variantId?: string | null): Record<string, string> {
  const first =
    product.variants.find((v) => v.id === variantId) ??
    product.variants.find((v) => stockOf(v) > 0) ??
    product.variants[0]
  return Object.fromEntries((first?.options ?? []).map((o) => [o.option_id, o.value]))
}

function ProductView({ product, currency }: { product: PricedProduct; currency?: string }) {
  const { addItem, region, regions } = useShop()
  const { t, locale } = useI18n()
  const [params, setParams] = useSearchParams()
  const images = product.images?.length
    ? product.images.map((i) => i.url)
    : product.thumbnail
      ? [product.thumbnail]
      : []
  const [choice, setChoice] = useState(() => initialChoice(product, params.get('variant')))
  const variantFor = (picked: Record<string, string>) =>
    product.variants.find((v) => (v.options ?? []).every((o) => picked[o.option_id] === o.value))
  // A variant with an image of its own shows it when chosen (-1: it has none among the product's).
  const imageOf = (picked: Record<string, string>) => {
    const own = variantImage(variantFor(picked)?.metadata)
    return own ? images.indexOf(own) : -1
  }
  const [imageIndex, setImageIndex] = useState(() => Math.max(0, imageOf(choice)))
  const choose = (picked: Record<string, string>) => {
    setChoice(picked)
    // The choice goes into the address (replacing it), so a reload or a shared link keeps it.
    const id = variantFor(picked)?.id
    setParams(
      (p) => {
        if (id) p.set('variant', id)
        else p.delete('variant')
        return p
      },
      { replace: true },
    )
    const index = imageOf(picked)
    if (index >= 0) setImageIndex(index)
  }
  // As typed: below 1 (or not a whole number) is refused when adding, with a message at the field.
  const [quantity, setQuantity] = useState('1')
  const [badQuantity, setBadQuantity] = useState(false)
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const variant = variantFor(choice)
  // Why a value, with the other options as chosen, cannot be bought: no such variant, or none in stock.
  const unbuyable = (optionId: string, value: string) => {
    const v = variantFor({ ...choice, [optionId]: value })
    return !v ? 'unavailable' : stockOf(v) < 1 ? 'soldOut' : ''
  }
  const stock = stockOf(variant)
  // A variant without a price in the shopper's region cannot go into a cart there.
  const priced = variantPrice(variant) != null && Boolean(currency)
  // The header offers other countries when the shop ships to more than one.
  const otherCountries = regions.flatMap((r) => r.countries ?? []).length > 1

  const add = async () => {
    if (!variant || !priced || busy) return
    const count = Number(quantity)
    if (!Number.isInteger(count) || count < 1) return setBadQuantity(true)
    setBusy(true)
    setStatus(null)
    try {
      const { added, inCart } = await addItem(variant.id, count, stock)
      // Stock caps the line: the shopper is told what went in, not only that something did.
      if (added === 0) setStatus({ kind: 'error', text: t('catalogue.product.allInCart', { count: inCart }) })
      else if (added < count)
        setStatus({ kind: 'ok', text: t('catalogue.product.addedLast', { count: added, total: inCart }) })
      else setStatus({ kind: 'ok', text: t('catalogue.product.added', { title: product.title }) })
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(t, error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <article className="grid gap-8 md:grid-cols-2">
      {/* min-w-0: a long row of thumbnails wraps inside the column instead of widening the page. */}
      <section aria-label={t('catalogue.product.images')} className="min-w-0">
        <div className="aspect-[4/5] overflow-hidden rounded-xl bg-stone-200">
          <ProductImage
            key={images[imageIndex]}
            src={images[imageIndex]}
            alt={product.title}
            label={product.title}
            width={800}
            height={1000}
            lazy={false}
            className="h-full w-full object-cover"
          />
        </div>
        {images.length > 1 && (
          <div className="mt-3 flex flex-wrap gap-2">
            {images.map((url, i) => (
              <button
                key={url}
                type="button"
                aria-label={t('catalogue.product.showImage', { index: i + 1, total: images.length })}
                aria-pressed={i === imageIndex}
                onClick={() => setImageIndex(i)}
                className={`h-20 w-16 overflow-hidden rounded border-2 ${i === imageIndex ? 'border-stone-900' : 'border-transparent'}`}
              >
                <ProductImage
                  src={url}
                  alt=""
                  label={String(i + 1)}
                  width={64}
                  height={80}
                  className="h-full w-full object-cover"
                />
              </button>
            ))}
          </div>
        )}
      </section>

      <div className="min-w-0">
        <h1 className="text-3xl font-bold">
          <bdi>{product.title}</bdi>
        </h1>
        {product.subtitle && (
          <p className="mt-1 text-stone-600">
            <bdi>{product.subtitle}</bdi>
          </p>
        )}
        <p className="mt-4 text-2xl font-semibold" data-testid="price">
          <VariantPrice variant={variant} currency={currency} inclusive={region?.includes_tax} />
        </p>
        {variant && !priced ? (
          <p className="mt-2 text-sm font-medium text-red-700" data-testid="availability">
            {region?.name
              ? t('catalogue.product.notSoldInRegion', { region: region.name })
              : t('catalogue.product.notSoldHere')}
            {otherCountries && ` ${t('catalogue.product.chooseAnotherCountry')}`}
          </p>
        ) : (
          <p className={`mt-2 text-sm font-medium ${stock > 0 ? 'text-green-700' : 'text-red-700'}`}>
            {t(
              variant
                ? stock > 0
                  ? 'catalogue.product.inStock'
                  : 'catalogue.product.outOfStock'
                : 'catalogue.product.noSuchCombination',
            )}
          </p>
        )}

        {(product.options ?? []).map((option) => {
          // In the order of the variants (their rank, as the API lists them), then any value no variant has.
          const values = [
            ...new Set(
              [...product.variants.flatMap((v) => v.options ?? []), ...(option.values ?? [])]
                .filter((o) => o.option_id === option.id)
                .map((o) => o.value),
            ),
          ]
          return (
            <fieldset key={option.id} className="mt-5">
              <legend className="mb-2 text-sm font-medium">
                <bdi>{option.title}</bdi>
              </legend>
              <div className="flex flex-wrap gap-2">
                {values.map((value) => {
                  const why = unbuyable(option.id, value)
                  return (
                    <label
                      key={value}
                      className={`cursor-pointer rounded border border-stone-300 bg-white px-3 py-1.5 text-sm has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 ${why ? 'text-stone-400 line-through' : ''}`}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={option.id}
                        value={value}
                        checked={choice[option.id] === value}
                        onChange={() => choose({ ...choice, [option.id]: value })}
                      />
                      <bdi>
                        {product.is_giftcard
                          ? denomination(value, variantFor({ ...choice, [option.id]: value }), currency)
                          : value}
                      </bdi>
                      {why && <span className="sr-only"> {t(`catalogue.product.${why}`)}</span>}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          )
        })}

        <div className="mt-6 flex items-end gap-3">
          <div>
            <label htmlFor="quantity" className="mb-1 block text-sm font-medium">
              {t('catalogue.product.quantity')}
            </label>
            <input
              id="quantity"
              type="number"
              min={1}
              max={Number.isFinite(stock) ? stock : undefined}
              value={quantity}
              aria-invalid={badQuantity}
              aria-describedby={badQuantity ? 'quantity-error' : undefined}
              onChange={(e) => {
                const wanted = Number(e.target.value)
                setBadQuantity(false)
                setQuantity(wanted > stock ? String(stock) : e.target.value)
                // More than there is: the field stops at the stock, and says why.
                setStatus(
                  wanted > stock
                    ? { kind: 'error', text: t('catalogue.product.onlyLeft', { count: stock }) }
                    : null,
                )
              }}
              className="w-20 rounded border border-stone-300 px-2 py-2"
            />
          </div>
          <button
            type="button"
            onClick={add}
            // Busy is aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
            disabled={!variant || !priced || stock < 1}
            aria-disabled={busy}
            className="flex-1 rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50 aria-disabled:opacity-50"
          >
            {busy ? t('catalogue.product.adding') : t('catalogue.product.addToCart')}
          </button>
        </div>
        {badQuantity && (
          <p id="quantity-error" className="mt-2 text-sm font-medium text-red-700">
            {t('catalogue.product.quantityMin')}
          </p>
        )}
        <p
          role="status"
          className={`mt-3 min-h-6 text-sm ${status?.kind === 'error' ? 'text-red-700' : 'text-green-700'}`}
        >
          {status?.text}
        </p>
        {/* The next steps, once something went in. */}
        {status?.kind === 'ok' && (
          <p className="mt-2 flex flex-wrap gap-2 text-sm font-medium">
            <Link to="/cart" className={nextStep}>
              {t('catalogue.product.viewCart')}
            </Link>
            <Link to="/checkout" className={nextStep}>
              {t('cart.goToCheckout')}
            </Link>
          </p>
        )}

        <Attributes
          material={variant?.material ?? product.material}
          weight={variant?.weight ?? product.weight}
          locale={locale}
        />
        {product.description && (
          <section aria-labelledby="description-heading" className="mt-6">
            <h2 id="description-heading" className="text-lg font-semibold">
              {t('catalogue.product.description')}
            </h2>
            <p className="mt-2 whitespace-pre-line leading-relaxed text-stone-700" dir="auto">
              {product.description}
            </p>
          </section>
        )}
      </div>
    </article>
  )
}

/**
 * The product's material and weight. Medusa v1 keeps a weight without a unit; the shop reads it as
 * grams, the unit the dashboard's weight field is filled in with.
 */
function Attributes({
  material,
  weight,
  locale,
}: {
  material?: string | null
  weight?: number | null
  locale: string
}) {
  const { t } = useI18n()
  if (!material && weight == null) return null
  const rows: [string, string][] = []
  if (material) rows.push([t('catalogue.product.material'), material])
  if (weight != null)
    rows.push([
      t('catalogue.product.weight'),
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'gram' }).format(weight),
    ])
  return (
    <section aria-labelledby="attributes-heading" className="mt-6">
      <h2 id="attributes-heading" className="text-lg font-semibold">
        {t('catalogue.product.attributes')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
