import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerAdminProductRoutes } from './admin-products.routes'
import { registerAdminTaxonomyRoutes } from './admin-taxonomy.routes'
import { installStoreCache } from './store-cache-install'
import { registerStoreCatalogRoutes } from './store.routes'

export { seedDemoCatalog } from './seed'

/** Products, variants, options, types, tags, collections and categories: admin and store routes. */
export function registerCatalog(app: FastifyInstance, ctx: AppContext) {
  installStoreCache(app, ctx)
  registerAdminProductRoutes(app, ctx)
  registerAdminTaxonomyRoutes(app, ctx)
  registerStoreCatalogRoutes(app, ctx)
}
