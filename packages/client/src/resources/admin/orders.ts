import type { CustomHeaders, ResponsePromise } from '../../http'
import type { FindParams, ListParams, Order, PaginatedResponse, ReservationItem } from '../../types'
import { BaseResource } from '../base'
import type { AdminReservationsRes } from './reservations'
import type {
  AdminGetOrdersParams,
  AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
  AdminPostOrdersOrderClaimsClaimReq,
  AdminPostOrdersOrderClaimsClaimShipmentsReq,
  AdminPostOrdersOrderClaimsReq,
  AdminPostOrdersOrderFulfillmentsReq,
  AdminPostOrdersOrderLineItemReservationReq,
  AdminPostOrdersOrderRefundsReq,
  AdminPostOrdersOrderReq,
  AdminPostOrdersOrderReturnsReq,
  AdminPostOrdersOrderShipmentReq,
  AdminPostOrdersOrderShippingMethodsReq,
  AdminPostOrdersOrderSwapsReq,
  AdminPostOrdersOrderSwapsSwapFulfillmentsReq,
  AdminPostOrdersOrderSwapsSwapShipmentsReq,
} from './orders.types'

export type * from './orders.types'

export interface AdminOrdersRes {
  order: Order
}
export interface AdminOrdersListRes extends PaginatedResponse {
  orders: Order[]
}
export interface AdminOrderReservationsListRes extends PaginatedResponse {
  reservations: ReservationItem[]
}

type H = CustomHeaders | undefined
type OrderRes = ResponsePromise<AdminOrdersRes>
const base = (id: string) => `/admin/orders/${id}`

export class AdminOrdersResource extends BaseResource {
  update(id: string, payload: AdminPostOrdersOrderReq, customHeaders?: H): OrderRes {
    return this.http.post(base(id), payload, customHeaders)
  }

  /** `query.expand` may include `returnable_items` to get the computed returnable lines. */
  retrieve(id: string, query?: FindParams, customHeaders?: H): OrderRes {
    return this.http.get(base(id), query, customHeaders)
  }

  list(query?: AdminGetOrdersParams, customHeaders?: H): ResponsePromise<AdminOrdersListRes> {
    return this.http.get('/admin/orders', query, customHeaders)
  }

  complete(id: string, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/complete`, undefined, customHeaders)
  }

  capturePayment(id: string, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/capture`, undefined, customHeaders)
  }

  refundPayment(id: string, payload: AdminPostOrdersOrderRefundsReq, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/refund`, payload, customHeaders)
  }

  createFulfillment(id: string, payload: AdminPostOrdersOrderFulfillmentsReq, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/fulfillment`, payload, customHeaders)
  }

  cancelFulfillment(id: string, fulfillmentId: string, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/fulfillments/${fulfillmentId}/cancel`, undefined, customHeaders)
  }

  cancelSwapFulfillment(id: string, swapId: string, fulfillmentId: string, customHeaders?: H): OrderRes {
    const path = `${base(id)}/swaps/${swapId}/fulfillments/${fulfillmentId}/cancel`
    return this.http.post(path, undefined, customHeaders)
  }

  cancelClaimFulfillment(id: string, claimId: string, fulfillmentId: string, customHeaders?: H): OrderRes {
    const path = `${base(id)}/claims/${claimId}/fulfillments/${fulfillmentId}/cancel`
    return this.http.post(path, undefined, customHeaders)
  }

  createShipment(id: string, payload: AdminPostOrdersOrderShipmentReq, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/shipment`, payload, customHeaders)
  }

  requestReturn(id: string, payload: AdminPostOrdersOrderReturnsReq, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/return`, payload, customHeaders)
  }

  cancel(id: string, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/cancel`, undefined, customHeaders)
  }

  addShippingMethod(
    id: string,
    payload: AdminPostOrdersOrderShippingMethodsReq,
    customHeaders?: H,
  ): OrderRes {
    return this.http.post(`${base(id)}/shipping-methods`, payload, customHeaders)
  }

  /** Only completed orders can be archived. */
  archive(id: string, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/archive`, undefined, customHeaders)
  }

  createSwap(id: string, payload: AdminPostOrdersOrderSwapsReq, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/swaps`, payload, customHeaders)
  }

  cancelSwap(id: string, swapId: string, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/swaps/${swapId}/cancel`, undefined, customHeaders)
  }

  fulfillSwap(
    id: string,
    swapId: string,
    payload: AdminPostOrdersOrderSwapsSwapFulfillmentsReq,
    customHeaders?: H,
  ): OrderRes {
    return this.http.post(`${base(id)}/swaps/${swapId}/fulfillments`, payload, customHeaders)
  }

  createSwapShipment(
    id: string,
    swapId: string,
    payload: AdminPostOrdersOrderSwapsSwapShipmentsReq,
    customHeaders?: H,
  ): OrderRes {
    return this.http.post(`${base(id)}/swaps/${swapId}/shipments`, payload, customHeaders)
  }

  processSwapPayment(id: string, swapId: string, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/swaps/${swapId}/process-payment`, undefined, customHeaders)
  }

  createClaim(id: string, payload: AdminPostOrdersOrderClaimsReq, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/claims`, payload, customHeaders)
  }

  cancelClaim(id: string, claimId: string, customHeaders?: H): OrderRes {
    return this.http.post(`${base(id)}/claims/${claimId}/cancel`, undefined, customHeaders)
  }

  updateClaim(
    id: string,
    claimId: string,
    payload: AdminPostOrdersOrderClaimsClaimReq,
    customHeaders?: H,
  ): OrderRes {
    return this.http.post(`${base(id)}/claims/${claimId}`, payload, customHeaders)
  }

  fulfillClaim(
    id: string,
    claimId: string,
    payload: AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
    customHeaders?: H,
  ): OrderRes {
    return this.http.post(`${base(id)}/claims/${claimId}/fulfillments`, payload, customHeaders)
  }

  createClaimShipment(
    id: string,
    claimId: string,
    payload: AdminPostOrdersOrderClaimsClaimShipmentsReq,
    customHeaders?: H,
  ): OrderRes {
    return this.http.post(`${base(id)}/claims/${claimId}/shipments`, payload, customHeaders)
  }

  /** Reserves stock for one line at a location (not in medusa-js; needs the inventory module). */
  createReservation(
    id: string,
    lineItemId: string,
    payload: AdminPostOrdersOrderLineItemReservationReq,
    customHeaders?: H,
  ): ResponsePromise<AdminReservationsRes> {
    return this.http.post(`${base(id)}/line-items/${lineItemId}/reserve`, payload, customHeaders)
  }

  /** The order's reservations (not in medusa-js). */
  listReservations(
    id: string,
    query?: ListParams,
    customHeaders?: H,
  ): ResponsePromise<AdminOrderReservationsListRes> {
    return this.http.get(`${base(id)}/reservations`, query, customHeaders)
  }
}
