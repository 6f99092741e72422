import { productCreateBody } from '@mercato/domain'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import {
  currencyKey,
  emptyProduct,
  emptyVariant,
  formErrorMap,
  newProductSchema,
  regionKey,
  toCreatePayload,
} from './form-schema'

// Keys stand in for translations, so the test sees which message was chosen.
const t = ((key: string) => key) as unknown as TFunction
const schema = newProductSchema(t)
const parse = (value: unknown) => schema.safeParse(value, { error: formErrorMap(t) })
const messagesAt = (result: ReturnType<typeof parse>, path: string) =>
  result.error?.issues.filter((i) => i.path.join('.') === path).map((i) => i.message) ?? []

describe('new product form schema', () => {
  it('refuses an empty title with the translated required message', () => {
    const result = parse(emptyProduct('Default variant'))
    expect(messagesAt(result, 'title')).toEqual(['errors.required'])
  })

  it('applies the domain handle rule, allowing an empty handle', () => {
    const base = { ...emptyProduct('Default variant'), title: 'Shirt' }
    expect(parse(base).success).toBe(true)
    expect(messagesAt(parse({ ...base, handle: 'has space' }), 'handle')).toEqual(['errors.handle'])
    expect(parse({ ...base, handle: 'shirt-1' }).success).toBe(true)
  })

  it('refuses options without values, duplicate option titles and amounts that are not numbers', () => {
    const base = { ...emptyProduct('Default variant'), title: 'Shirt' }
    const options = [
      { title: 'Size', values: [] },
      { title: 'size', values: ['S'] },
    ]
    const result = parse({ ...base, options })
    expect(messagesAt(result, 'options.0.values')).toEqual(['errors.optionValues'])
    expect(messagesAt(result, 'options.1.title')).toEqual(['errors.optionDuplicate'])
    const variant = { ...emptyVariant('S', ['S']), prices: { [currencyKey('usd')]: Number.NaN } }
    expect(messagesAt(parse({ ...base, variants: [variant] }), 'variants.0.prices.currency:usd')).toEqual([
      'errors.number',
    ])
  })

  it('turns the form into a create body the server schema accepts', () => {
    const form = {
      ...emptyProduct('Default variant'),
      title: ' Shirt ',
      type: 'Apparel',
      tags: ['summer'],
      sales_channels: ['sc_1'],
      options: [{ title: 'Size', values: ['S'] }],
      images: ['http://files/a.png', 'http://files/b.png'],
      thumbnail: 'http://files/b.png',
      variants: [
        {
          ...emptyVariant('S', ['S']),
          sku: 'SHIRT-S',
          inventory_quantity: 7,
          weight: 200,
          prices: { [currencyKey('usd')]: 1500, [currencyKey('eur')]: null, [regionKey('reg_1')]: 1400 },
        },
      ],
    }
    const payload = toCreatePayload(form)
    expect(productCreateBody.safeParse(payload).success).toBe(true)
    expect(payload).toMatchObject({
      title: 'Shirt',
      handle: undefined,
      status: 'published',
      type: { value: 'Apparel' },
      tags: [{ value: 'summer' }],
      sales_channels: [{ id: 'sc_1' }],
      thumbnail: 'http://files/b.png',
      options: [{ title: 'Size' }],
    })
    expect(payload.variants?.[0]).toMatchObject({
      title: 'S',
      sku: 'SHIRT-S',
      barcode: undefined,
      inventory_quantity: 7,
      weight: 200,
      options: [{ value: 'S' }],
      prices: [
        { currency_code: 'usd', amount: 1500 },
        { region_id: 'reg_1', amount: 1400 },
      ],
    })
  })
})
