// Store-only entry (`@mercato/client/store`): what a storefront needs, without the admin resources.
import { type ClientConfig, HttpClient, type TokenDomain } from './http'
import { AuthResource } from './resources/store/auth'
import { CartsResource } from './resources/store/carts'
import { CollectionsResource } from './resources/store/collections'
import { CustomersResource } from './resources/store/customers'
import { GiftCardsResource } from './resources/store/gift-cards'
import { OrderEditsResource } from './resources/store/order-edits'
import { OrdersResource } from './resources/store/orders'
import { PaymentCollectionsResource } from './resources/store/payment-collections'
import type { PaymentMethodsResource } from './resources/store/payment-methods'
import { ProductCategoriesResource } from './resources/store/product-categories'
import { ProductTagsResource } from './resources/store/product-tags'
import { ProductTypesResource } from './resources/store/product-types'
import { ProductsResource } from './resources/store/products'
import { RegionsResource } from './resources/store/regions'
import { ReturnReasonsResource } from './resources/store/return-reasons'
import { ReturnsResource } from './resources/store/returns'
import { ShippingOptionsResource } from './resources/store/shipping-options'
import { SwapsResource } from './resources/store/swaps'

export class MercatoStore {
  readonly client: HttpClient
  readonly auth: AuthResource
  readonly carts: CartsResource
  readonly collections: CollectionsResource
  readonly customers: CustomersResource
  readonly giftCards: GiftCardsResource
  readonly orderEdits: OrderEditsResource
  readonly orders: OrdersResource
  readonly paymentCollections: PaymentCollectionsResource
  readonly paymentMethods: PaymentMethodsResource
  readonly productCategories: ProductCategoriesResource
  readonly productTags: ProductTagsResource
  readonly productTypes: ProductTypesResource
  readonly products: ProductsResource
  readonly regions: RegionsResource
  readonly returnReasons: ReturnReasonsResource
  readonly returns: ReturnsResource
  readonly shippingOptions: ShippingOptionsResource
  readonly swaps: SwapsResource

  constructor(config: ClientConfig = {}) {
    const http = new HttpClient(config)
    this.client = http
    this.auth = new AuthResource(http)
    this.carts = new CartsResource(http)
    this.collections = new CollectionsResource(http)
    this.customers = new CustomersResource(http)
    this.giftCards = new GiftCardsResource(http)
    this.orderEdits = new OrderEditsResource(http)
    this.orders = new OrdersResource(http)
    this.paymentCollections = new PaymentCollectionsResource(http)
    this.paymentMethods = this.customers.paymentMethods
    this.productCategories = new ProductCategoriesResource(http)
    this.productTags = new ProductTagsResource(http)
    this.productTypes = new ProductTypesResource(http)
    this.products = new ProductsResource(http)
    this.regions = new RegionsResource(http)
    this.returnReasons = new ReturnReasonsResource(http)
    this.returns = new ReturnsResource(http)
    this.shippingOptions = new ShippingOptionsResource(http)
    this.swaps = new SwapsResource(http)
  }

  /** Sends `x-publishable-api-key` on store calls from now on (null stops sending it). */
  setPublishableKey(key: string | null): void {
    this.client.setPublishableKey(key)
  }

  /** Stores (or clears, with null) the JWT of one realm; the domain must be 'admin' or 'store'. */
  setToken(domain: TokenDomain, token: string | null): void {
    this.client.setToken(domain, token)
  }
}

export default MercatoStore
export { ClientError, DEFAULT_ERROR_MESSAGE, getErrorMessage } from './errors'
export {
  type ClientConfig,
  type CustomHeaders,
  DEFAULT_BASE_URL,
  type HTTPResponse,
  HttpClient,
  type MercatoResponse,
  type MercatoResponse as Response,
  type RequestOptions,
  type ResponsePromise,
  type TokenDomain,
} from './http'
export { stringifyQuery } from './qs'
export {
  backoffDelay,
  dashboardRetryPolicy,
  defaultRetryPolicy,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  type RetryContext,
  type RetryPolicy,
} from './retry'
export type * from './types'
export * from './resources/store/addresses'
export * from './resources/store/auth'
export * from './resources/store/carts'
export * from './resources/store/collections'
export * from './resources/store/customers'
export * from './resources/store/gift-cards'
export * from './resources/store/line-items'
export * from './resources/store/order-edits'
export * from './resources/store/orders'
export * from './resources/store/payment-collections'
export * from './resources/store/payment-methods'
export * from './resources/store/product-categories'
export * from './resources/store/product-tags'
export * from './resources/store/product-types'
export * from './resources/store/products'
export * from './resources/store/regions'
export * from './resources/store/return-reasons'
export * from './resources/store/returns'
export * from './resources/store/shipping-options'
export * from './resources/store/swaps'
export * from './resources/store/variants'
export { BaseResource } from './resources/base'
