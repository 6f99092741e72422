import { describe, expect, it } from 'vitest'
import { countryChoices, countryNames, filterCountries, formatPercent } from './countries'
import { emptyRegionForm, parseTaxRate, regionPayload } from './region-form'

describe('region form', () => {
  it('reads tax rates as percentages between 0 and 100', () => {
    expect(parseTaxRate('25')).toBe(25)
    expect(parseTaxRate(' 7,5 ')).toBe(7.5)
    expect(parseTaxRate('0')).toBe(0)
    expect(parseTaxRate('101')).toBeNull()
    expect(parseTaxRate('-1')).toBeNull()
    expect(parseTaxRate('abc')).toBeNull()
    expect(parseTaxRate('')).toBeNull()
  })

  it('refuses a region without name, currency, countries or a valid rate', () => {
    const result = regionPayload({ ...emptyRegionForm(), tax_rate: 'x' })
    expect(result.errors).toEqual({
      name: 'errors.required',
      currency_code: 'errors.required',
      countries: 'errors.countries',
      tax_rate: 'errors.taxRate',
    })
  })

  it('builds the Admin API body, leaving out an empty tax code', () => {
    const result = regionPayload({
      ...emptyRegionForm('eur'),
      name: ' Europe ',
      countries: ['de', 'fr'],
      tax_rate: '19',
      payment_providers: ['manual'],
    })
    expect(result.payload).toEqual({
      name: 'Europe',
      currency_code: 'eur',
      countries: ['de', 'fr'],
      tax_rate: 19,
      includes_tax: false,
      payment_providers: ['manual'],
      fulfillment_providers: [],
    })
    expect(
      regionPayload({ ...emptyRegionForm('eur'), name: 'EU', countries: ['de'], tax_code: 'VAT' }).payload,
    ).toMatchObject({ tax_code: 'VAT', tax_rate: 0 })
  })

  it('names countries in the chosen language and finds them by name or code', () => {
    const de = countryChoices('de')
    expect(de.find((c) => c.code === 'de')?.name).toBe('Deutschland')
    expect(filterCountries(de, 'frank').map((c) => c.code)).toEqual(['fr'])
    expect(filterCountries(countryChoices('en'), 'us').some((c) => c.code === 'us')).toBe(true)
  })
})

describe('region display', () => {
  it('formats rates and country lists in the reader’s language', () => {
    expect(formatPercent(19, 'en')).toBe('19%')
    // German puts a no-break space before the sign.
    expect(formatPercent(7.5, 'de')).toBe('7,5\u00a0%')
    expect(countryNames(['de', 'fr'], 'en')).toBe('Germany, France')
    expect(countryNames(['de', 'fr'], 'ar')).toBe('ألمانيا، فرنسا')
    expect(countryNames(['de', 'fr', 'jp'], 'zh-CN')).toBe('德国、法国、日本')
  })
})
