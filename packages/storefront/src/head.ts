import type { StoreProductsListRes } from '@mercato/client'
import { toMajorUnits } from '@mercato/domain'
import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { lowestPrice } from './components/price'
import { browserPage, productByHandleQuery } from './data'
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

/** Title, description and link-preview (Open Graph) tags for the rendered page, from the prefetched data. */
export function headFor(
  pathname: string,
  queryClient: QueryClient,
  storeName: string,
  regionId: string | undefined,
  currency: string | undefined,
  pricedFor: string,
  t: Translate,
) {
  const defaultDescription = t('common.defaultDescription', { storeName })
  const meta: PageMeta = {
    title: storeName,
    ogTitle: storeName,
    description: defaultDescription,
    type: 'website',
  }
  const shopperPage = browserPage(pathname)
  if (shopperPage) meta.title = pageTitle(t(`common.pageTitle.${shopperPage.title}`), storeName)
  const match = matchPath('/products/:handle', pathname)
  if (match) {
    const data = queryClient.getQueryData<StoreProductsListRes>(
      catalogueKey(productByHandleQuery(match.params.handle!, regionId), pricedFor),
    )
    const product = data?.products[0]
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
  if (meta.price) {
    tags.push(`<meta property="product:price:amount" content="${escapeHtml(meta.price.amount)}" />`)
    tags.push(`<meta property="product:price:currency" content="${meta.price.currency.toUpperCase()}" />`)
  }
  return tags.join('\n    ')
}
