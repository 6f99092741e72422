import type { CustomHeaders, ResponsePromise } from '../../http'
import { BaseResource } from '../base'

export interface StoreCustomersListPaymentMethodsRes {
  payment_methods: { provider_id: string; data: Record<string, unknown> }[]
}

export class PaymentMethodsResource extends BaseResource {
  /** Saved payment methods of the logged-in customer, per payment provider. */
  list(customHeaders?: CustomHeaders): ResponsePromise<StoreCustomersListPaymentMethodsRes> {
    return this.http.get('/store/customers/me/payment-methods', undefined, customHeaders)
  }
}
