/** Where the price lists live, under the router's /app basename. */
export const PRICE_LISTS_PATH = '/a/pricing'
export const priceListPath = (id: string) => `${PRICE_LISTS_PATH}/${id}`
