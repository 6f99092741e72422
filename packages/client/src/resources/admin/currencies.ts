import type { CustomHeaders, ResponsePromise } from '../../http'
import type { Currency, ListParams, PaginatedResponse } from '../../types'
import { BaseResource } from '../base'

export interface AdminCurrenciesRes {
  currency: Currency
}
export interface AdminCurrenciesListRes extends PaginatedResponse {
  currencies: Currency[]
}
export interface AdminGetCurrenciesParams extends ListParams {
  code?: string
  includes_tax?: boolean
  q?: string
}
export interface AdminPostCurrenciesCurrencyReq {
  includes_tax?: boolean
}

export class AdminCurrenciesResource extends BaseResource {
  list(
    query?: AdminGetCurrenciesParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCurrenciesListRes> {
    return this.http.get('/admin/currencies', query, customHeaders)
  }

  update(
    code: string,
    payload: AdminPostCurrenciesCurrencyReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCurrenciesRes> {
    return this.http.post(`/admin/currencies/${code}`, payload, customHeaders)
  }
}
