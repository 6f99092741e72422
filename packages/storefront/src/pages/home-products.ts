import type { PricedProduct } from '@mercato/client'
import { cheapestVariant } from '../components/price'

/** How many products the home page shows under "New arrivals". */
export const HOME_PRODUCTS = 8

/**
 * The home page's products: the newest ones the shopper can buy, that is with a price in their
 * region. Listings and search still show the others, marked as not available there; the home page
 * is a shop window. Without a region (a shop with none), prices are not known and none is left out.
 */
export function sellableProducts(products: PricedProduct[], hasRegion: boolean): PricedProduct[] {
  const shown = hasRegion ? products.filter((p) => cheapestVariant(p) !== undefined) : products
  return shown.slice(0, HOME_PRODUCTS)
}
