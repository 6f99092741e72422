/** What the tax-rate form holds: text as typed; the rate is a percentage between 0 and 100. */
export interface TaxRateDraft {
  name: string
  code: string
  rate: string
  region_id: string
}

export type TaxRateErrors = Partial<Record<keyof TaxRateDraft, 'required' | 'rate'>>

export interface TaxRateBody {
  name: string
  code: string
  rate: number
  region_id: string
}

/** Checks the draft; answers the request body, or which fields are wrong. */
export function parseTaxRate(draft: TaxRateDraft): { body: TaxRateBody } | { errors: TaxRateErrors } {
  const errors: TaxRateErrors = {}
  const name = draft.name.trim()
  const code = draft.code.trim()
  const rateText = draft.rate.trim().replace(',', '.')
  const rate = Number(rateText)
  if (!name) errors.name = 'required'
  if (!code) errors.code = 'required'
  if (!draft.region_id) errors.region_id = 'required'
  if (!rateText) errors.rate = 'required'
  else if (!Number.isFinite(rate) || rate < 0 || rate > 100) errors.rate = 'rate'
  if (Object.keys(errors).length > 0) return { errors }
  return { body: { name, code, rate, region_id: draft.region_id } }
}
