import type { HttpClient } from './http'
import { AdminAnalyticsConfigsResource } from './resources/admin/analytics-configs'
import { AdminAppsResource } from './resources/admin/apps'
import { AdminAuthResource } from './resources/admin/auth'
import { AdminBatchJobsResource } from './resources/admin/batch-jobs'
import { AdminCollectionsResource } from './resources/admin/collections'
import { AdminCurrenciesResource } from './resources/admin/currencies'
import { AdminCustomResource } from './resources/admin/custom'
import { AdminCustomerGroupsResource } from './resources/admin/customer-groups'
import { AdminCustomersResource } from './resources/admin/customers'
import { AdminDiscountsResource } from './resources/admin/discounts'
import { AdminDraftOrdersResource } from './resources/admin/draft-orders'
import { AdminGiftCardsResource } from './resources/admin/gift-cards'
import { AdminInventoryItemsResource } from './resources/admin/inventory-items'
import { AdminInvitesResource } from './resources/admin/invites'
import { AdminNotesResource } from './resources/admin/notes'
import { AdminNotificationsResource } from './resources/admin/notifications'
import { AdminOrderEditsResource } from './resources/admin/order-edits'
import { AdminOrdersResource } from './resources/admin/orders'
import { AdminPaymentCollectionsResource } from './resources/admin/payment-collections'
import { AdminPaymentsResource } from './resources/admin/payments'
import { AdminPriceListResource } from './resources/admin/price-lists'
import { AdminProductCategoriesResource } from './resources/admin/product-categories'
import { AdminProductTagsResource } from './resources/admin/product-tags'
import { AdminProductTypesResource } from './resources/admin/product-types'
import { AdminProductsResource } from './resources/admin/products'
import { AdminPublishableApiKeyResource } from './resources/admin/publishable-api-keys'
import { AdminRegionsResource } from './resources/admin/regions'
import { AdminReservationsResource } from './resources/admin/reservations'
import { AdminReturnReasonsResource } from './resources/admin/return-reasons'
import { AdminReturnsResource } from './resources/admin/returns'
import { AdminSalesChannelsResource } from './resources/admin/sales-channels'
import { AdminShippingOptionsResource } from './resources/admin/shipping-options'
import { AdminShippingProfilesResource } from './resources/admin/shipping-profiles'
import { AdminStockLocationsResource } from './resources/admin/stock-locations'
import { AdminStoresResource } from './resources/admin/store'
import { AdminSwapsResource } from './resources/admin/swaps'
import { AdminTaxRatesResource } from './resources/admin/tax-rates'
import { AdminUploadsResource } from './resources/admin/uploads'
import { AdminUsersResource } from './resources/admin/users'
import { AdminVariantsResource } from './resources/admin/variants'

/** Every admin resource, reached as `client.admin.<resource>`. */
export class Admin {
  readonly analyticsConfigs: AdminAnalyticsConfigsResource
  readonly apps: AdminAppsResource
  readonly auth: AdminAuthResource
  readonly batchJobs: AdminBatchJobsResource
  readonly collections: AdminCollectionsResource
  readonly currencies: AdminCurrenciesResource
  readonly custom: AdminCustomResource
  readonly customerGroups: AdminCustomerGroupsResource
  readonly customers: AdminCustomersResource
  readonly discounts: AdminDiscountsResource
  readonly draftOrders: AdminDraftOrdersResource
  readonly giftCards: AdminGiftCardsResource
  readonly inventoryItems: AdminInventoryItemsResource
  readonly invites: AdminInvitesResource
  readonly notes: AdminNotesResource
  readonly notifications: AdminNotificationsResource
  readonly orderEdits: AdminOrderEditsResource
  readonly orders: AdminOrdersResource
  readonly paymentCollections: AdminPaymentCollectionsResource
  readonly payments: AdminPaymentsResource
  readonly priceLists: AdminPriceListResource
  readonly productCategories: AdminProductCategoriesResource
  readonly productTags: AdminProductTagsResource
  readonly productTypes: AdminProductTypesResource
  readonly products: AdminProductsResource
  readonly publishableApiKeys: AdminPublishableApiKeyResource
  readonly regions: AdminRegionsResource
  readonly reservations: AdminReservationsResource
  readonly returnReasons: AdminReturnReasonsResource
  readonly returns: AdminReturnsResource
  readonly salesChannels: AdminSalesChannelsResource
  readonly shippingOptions: AdminShippingOptionsResource
  readonly shippingProfiles: AdminShippingProfilesResource
  readonly stockLocations: AdminStockLocationsResource
  readonly store: AdminStoresResource
  readonly swaps: AdminSwapsResource
  readonly taxRates: AdminTaxRatesResource
  readonly uploads: AdminUploadsResource
  readonly users: AdminUsersResource
  readonly variants: AdminVariantsResource

  constructor(http: HttpClient) {
    this.analyticsConfigs = new AdminAnalyticsConfigsResource(http)
    this.apps = new AdminAppsResource(http)
    this.auth = new AdminAuthResource(http)
    this.batchJobs = new AdminBatchJobsResource(http)
    this.collections = new AdminCollectionsResource(http)
    this.currencies = new AdminCurrenciesResource(http)
    this.custom = new AdminCustomResource(http)
    this.customerGroups = new AdminCustomerGroupsResource(http)
    this.customers = new AdminCustomersResource(http)
    this.discounts = new AdminDiscountsResource(http)
    this.draftOrders = new AdminDraftOrdersResource(http)
    this.giftCards = new AdminGiftCardsResource(http)
    this.inventoryItems = new AdminInventoryItemsResource(http)
    this.invites = new AdminInvitesResource(http)
    this.notes = new AdminNotesResource(http)
    this.notifications = new AdminNotificationsResource(http)
    this.orderEdits = new AdminOrderEditsResource(http)
    this.orders = new AdminOrdersResource(http)
    this.paymentCollections = new AdminPaymentCollectionsResource(http)
    this.payments = new AdminPaymentsResource(http)
    this.priceLists = new AdminPriceListResource(http)
    this.productCategories = new AdminProductCategoriesResource(http)
    this.productTags = new AdminProductTagsResource(http)
    this.productTypes = new AdminProductTypesResource(http)
    this.products = new AdminProductsResource(http)
    this.publishableApiKeys = new AdminPublishableApiKeyResource(http)
    this.regions = new AdminRegionsResource(http)
    this.reservations = new AdminReservationsResource(http)
    this.returnReasons = new AdminReturnReasonsResource(http)
    this.returns = new AdminReturnsResource(http)
    this.salesChannels = new AdminSalesChannelsResource(http)
    this.shippingOptions = new AdminShippingOptionsResource(http)
    this.shippingProfiles = new AdminShippingProfilesResource(http)
    this.stockLocations = new AdminStockLocationsResource(http)
    this.store = new AdminStoresResource(http)
    this.swaps = new AdminSwapsResource(http)
    this.taxRates = new AdminTaxRatesResource(http)
    this.uploads = new AdminUploadsResource(http)
    this.users = new AdminUsersResource(http)
    this.variants = new AdminVariantsResource(http)
  }
}

export * from './resources/admin/analytics-configs'
export * from './resources/admin/apps'
export * from './resources/admin/auth'
export * from './resources/admin/batch-jobs'
export * from './resources/admin/collections'
export * from './resources/admin/currencies'
export * from './resources/admin/custom'
export * from './resources/admin/customer-groups'
export * from './resources/admin/customers'
export * from './resources/admin/discounts'
export * from './resources/admin/draft-orders'
export * from './resources/admin/gift-cards'
export * from './resources/admin/inventory-items'
export * from './resources/admin/invites'
export * from './resources/admin/notes'
export * from './resources/admin/notifications'
export * from './resources/admin/order-edits'
export * from './resources/admin/orders'
export * from './resources/admin/payment-collections'
export * from './resources/admin/payments'
export * from './resources/admin/price-lists'
export * from './resources/admin/product-categories'
export * from './resources/admin/product-tags'
export * from './resources/admin/product-types'
export * from './resources/admin/products'
export * from './resources/admin/publishable-api-keys'
export * from './resources/admin/regions'
export * from './resources/admin/reservations'
export * from './resources/admin/return-reasons'
export * from './resources/admin/returns'
export * from './resources/admin/sales-channels'
export * from './resources/admin/shipping-options'
export * from './resources/admin/shipping-profiles'
export * from './resources/admin/stock-locations'
export * from './resources/admin/store'
export * from './resources/admin/swaps'
export * from './resources/admin/tax-rates'
export * from './resources/admin/uploads'
export * from './resources/admin/users'
export * from './resources/admin/variants'
