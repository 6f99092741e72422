import { Admin } from './admin'
import type { ClientConfig } from './http'
import { MercatoStore } from './store'

/**
 * The full client: store resources at top level (`client.products`), admin ones under `client.admin`.
 * Same namespaces and method names as medusa-js 6, over fetch with no runtime dependencies.
 */
export class Mercato extends MercatoStore {
  readonly admin: Admin

  constructor(config: ClientConfig = {}) {
    super(config)
    this.admin = new Admin(this.client)
  }
}

export default Mercato
export * from './store'
export * from './admin'
export * from './resources/admin/overview'
