import type { CustomHeaders, ResponsePromise } from '../../http'
import type { AddressCreatePayload, AddressPayload } from '../../types'
import { BaseResource } from '../base'
import type { StoreCustomersRes } from './customers'

export interface StorePostCustomersCustomerAddressesReq {
  address: AddressCreatePayload
}
export type StorePostCustomersCustomerAddressesAddressReq = AddressPayload
export class AddressesResource extends BaseResource {
  addAddress(
    payload: StorePostCustomersCustomerAddressesReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCustomersRes> {
    return this.http.post('/store/customers/me/addresses', payload, customHeaders)
  }

  updateAddress(
    address_id: string,
    payload: StorePostCustomersCustomerAddressesAddressReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCustomersRes> {
    return this.http.post(`/store/customers/me/addresses/${address_id}`, payload, customHeaders)
  }

  deleteAddress(address_id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreCustomersRes> {
    return this.http.delete(`/store/customers/me/addresses/${address_id}`, undefined, customHeaders)
  }
}
