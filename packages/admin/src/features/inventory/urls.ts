/** Where the inventory lives, under the router's /app basename. */
export const INVENTORY_PATH = '/a/inventory'
export const inventoryItemPath = (id: string) => `${INVENTORY_PATH}/${id}`
export const LOCATIONS_PATH = '/a/settings/locations'
export const locationPath = (id: string) => `${LOCATIONS_PATH}/${id}`

/** An item counts as low on stock when this many or fewer can still be sold. */
export const LOW_STOCK_THRESHOLD = 10
