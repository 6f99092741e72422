import type { PricedProduct, StoreProductsListRes } from '@mercato/client'
import { toMajorUnits } from '@mercato/domain'
import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { scriptJson } from './config'
import { lowestPrice, stockOf, variantPrice } from './components/price'
import { browserPage, matchHandle, pageFrom, productByHandleQuery } from './data'
import { pageTitle } from './pages/title'
import type { Translate } from './i18n/messages'
import { catalogueKey } from './pricing'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

interface PageMeta {
  title: string
  /** The name a link preview shows (the product's own title). */
  ogTitle: string
  description: string
  image?: string
  type: 'website' | 'product'
  price?: { amount: string; currency: string }
}

export interface HeadContext {
  pathname: string
  search: string
  queryClient: QueryClient
  storeName: string
  regionId: string | undefined
  currency: string | undefined
  pricedFor: string
  t: Translate
  /** The shop's address as crawlers reach it; without it there is no canonical link or product data. */
  origin?: string
}

/** schema.org Product data for search results: name, images and the price range with availability. */
function productData(product: PricedProduct, currency: string, url: string | undefined) {
  const prices = product.variants.map((v) => variantPrice(v)).filter((p): p is number => p != null)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    image: (product.images ?? []).map((i) => i.url),
    ...(url ? { url } : {}),
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: currency.toUpperCase(),
            lowPrice: String(toMajorUnits(Math.min(...prices), currency)),
            highPrice: String(toMajorUnits(Math.max(...prices), currency)),
            offerCount: prices.length,
            availability: product.variants.some((v) => stockOf(v) > 0)
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  }
}

/**
 * Title, description, link-preview (Open Graph) tags, the canonical address and, on a product page,
 * schema.org product data, from the prefetched data. Search results and shopper pages ask not to be
 * indexed.
 */
export function headFor({
  pathname,
  search,
  queryClient,
  storeName,
  regionId,
  currency,
  pricedFor,
  t,
  origin,
}: HeadContext) {
  const defaultDescription = t('common.defaultDescription', { storeName })
  const meta: PageMeta = {
    title: storeName,
    ogTitle: storeName,
    description: defaultDescription,
    type: 'website',
  }
  const shopperPage = browserPage(pathname)
  if (shopperPage) meta.title = pageTitle(t(`common.pageTitle.${shopperPage.title}`), storeName)
  if (matchPath('/products', pathname)) meta.title = pageTitle(t('catalogue.allProducts.heading'), storeName)
  const page = pageFrom(search)
  const canonical = origin ? `${origin}${pathname}${page > 1 ? `?page=${page}` : ''}` : undefined
  let product: PricedProduct | undefined
  const match = matchHandle('/products/:handle', pathname)
  if (match) {
    const data = queryClient.getQueryData<StoreProductsListRes>(
      catalogueKey(productByHandleQuery(match.params.handle!, regionId), pricedFor),
    )
    product = data?.products[0]
    if (product) {
      meta.title = pageTitle(product.title, storeName)
      meta.ogTitle = product.title
      meta.description = product.description ?? defaultDescription
      meta.image = product.thumbnail ?? product.images?.[0]?.url
      meta.type = 'product'
      const price = lowestPrice(product)
      if (price != null && currency) meta.price = { amount: String(toMajorUnits(price, currency)), currency }
    }
  }
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.ogTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(storeName)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ]
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`)
  if (shopperPage || pathname === '/search') tags.push('<meta name="robots" content="noindex" />')
  else if (canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`)
    tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}" />`)
  }
  if (product && currency)
    tags.push(
      `<script type="application/ld+json">${scriptJson(productData(product, currency, canonical))}</script>`,
    )
  if (meta.price) {
    tags.push(`<meta property="product:price:amount" content="${escapeHtml(meta.price.amount)}" />`)
    tags.push(`<meta property="product:price:currency" content="${meta.price.currency.toUpperCase()}" />`)
  }
  return tags.join('\n    ')
}
