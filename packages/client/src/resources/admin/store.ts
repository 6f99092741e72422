import type { StoreUpdateInput } from '@mercato/domain'
import type { CustomHeaders, ResponsePromise } from '../../http'
import type { ExtendedStore, Provider, Store } from '../../types'
import { BaseResource } from '../base'

export interface AdminStoresRes {
  store: Store
}
export interface AdminExtendedStoresRes {
  store: ExtendedStore
}
export interface AdminPaymentProvidersList {
  payment_providers: Provider[]
}
export interface AdminTaxProvidersList {
  tax_providers: Provider[]
}
/** POST /admin/store's body: the route's own schema (`metadata.business` holds the seller's details). */
export type AdminPostStoreReq = StoreUpdateInput

export class AdminStoresResource extends BaseResource {
  update(payload: AdminPostStoreReq, customHeaders?: CustomHeaders): ResponsePromise<AdminStoresRes> {
    return this.http.post('/admin/store', payload, customHeaders)
  }

  // medusa-js posts to /admin/store/{code}, a route Medusa 1.20 does not serve; this uses the real one.
  addCurrency(currency_code: string, customHeaders?: CustomHeaders): ResponsePromise<AdminStoresRes> {
    return this.http.post(`/admin/store/currencies/${currency_code}`, undefined, customHeaders)
  }

  deleteCurrency(currency_code: string, customHeaders?: CustomHeaders): ResponsePromise<AdminStoresRes> {
    return this.http.delete(`/admin/store/currencies/${currency_code}`, undefined, customHeaders)
  }

  /** The store plus providers, feature flags and modules. */
  retrieve(customHeaders?: CustomHeaders): ResponsePromise<AdminExtendedStoresRes> {
    return this.http.get('/admin/store', undefined, customHeaders)
  }

  listPaymentProviders(customHeaders?: CustomHeaders): ResponsePromise<AdminPaymentProvidersList> {
    return this.http.get('/admin/store/payment-providers', undefined, customHeaders)
  }

  listTaxProviders(customHeaders?: CustomHeaders): ResponsePromise<AdminTaxProvidersList> {
    return this.http.get('/admin/store/tax-providers', undefined, customHeaders)
  }
}
