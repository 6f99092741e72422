import { queryKeysFactory } from '../../query-keys'

// The keys of the records a page can be opened on directly, in a module of their own: an app that
// fills them before the page's chunk loads takes these few bytes, not every hook of the area.
export const adminOrderKeys = queryKeysFactory('admin_orders')
export const adminProductKeys = queryKeysFactory('admin_products')
