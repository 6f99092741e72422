import type { PricedProduct } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { duplicatePayload, duplicateVariantPayload } from './duplicate'

const base = { created_at: '', updated_at: '' }
const product = {
  ...base,
  id: 'prod_1',
  title: 'Shirt',
  subtitle: 'Soft',
  handle: 'shirt',
  status: 'published',
  is_giftcard: false,
  discountable: true,
  thumbnail: '/b.png',
  images: [
    { ...base, id: 'img_1', url: '/a.png' },
    { ...base, id: 'img_2', url: '/b.png' },
  ],
  type: { ...base, id: 'ptyp_1', value: 'Apparel' },
  collection_id: 'pcol_1',
  tags: [{ ...base, id: 'ptag_1', value: 'summer' }],
  sales_channels: [{ ...base, id: 'sc_1', name: 'Web' }],
  weight: 200,
  hs_code: null,
  options: [
    { ...base, id: 'opt_size', title: 'Size', product_id: 'prod_1' },
    { ...base, id: 'opt_color', title: 'Color', product_id: 'prod_1' },
  ],
  variants: [
    {
      ...base,
      id: 'variant_1',
      title: 'S / Red',
      product_id: 'prod_1',
      sku: 'SHIRT-S-RED',
      inventory_quantity: 4,
      allow_backorder: false,
      manage_inventory: true,
      // Stored in another order than the product's options: the copy must follow the options' order.
      options: [
        { ...base, id: 'ov_1', option_id: 'opt_color', value: 'Red', variant_id: 'variant_1' },
        { ...base, id: 'ov_2', option_id: 'opt_size', value: 'S', variant_id: 'variant_1' },
      ],
      prices: [
        { ...base, id: 'ma_1', currency_code: 'usd', amount: 1500 },
        { ...base, id: 'ma_2', currency_code: 'eur', amount: 1400, region_id: 'reg_eu' },
        { ...base, id: 'ma_3', currency_code: 'usd', amount: 1000, price_list_id: 'pl_sale' },
      ],
    },
  ],
} as unknown as PricedProduct

describe('duplicating', () => {
  it('copies a product as a draft with positional option values and without unique codes', () => {
    const copy = duplicatePayload(product, 'Shirt (copy)', 'copy-x')
    expect(copy).toMatchObject({
      title: 'Shirt (copy)',
      handle: 'shirt-copy-x',
      status: 'draft',
      images: ['/a.png', '/b.png'],
      thumbnail: '/b.png',
      type: { id: 'ptyp_1', value: 'Apparel' },
      collection_id: 'pcol_1',
      tags: [{ id: 'ptag_1', value: 'summer' }],
      sales_channels: [{ id: 'sc_1' }],
      options: [{ title: 'Size' }, { title: 'Color' }],
      weight: 200,
    })
    expect(copy).not.toHaveProperty('hs_code')
    expect(copy.variants).toEqual([
      {
        title: 'S / Red',
        inventory_quantity: 4,
        allow_backorder: false,
        manage_inventory: true,
        prices: [
          { currency_code: 'usd', amount: 1500 },
          { region_id: 'reg_eu', amount: 1400 },
        ],
        options: [{ value: 'S' }, { value: 'Red' }],
      },
    ])
  })

  it('copies a variant with its option values by option id', () => {
    const variant = product.variants[0]!
    expect(duplicateVariantPayload(variant, 'S / Red (copy)')).toEqual({
      title: 'S / Red (copy)',
      inventory_quantity: 4,
      allow_backorder: false,
      manage_inventory: true,
      prices: [
        { currency_code: 'usd', amount: 1500 },
        { region_id: 'reg_eu', amount: 1400 },
      ],
      options: [
        { option_id: 'opt_color', value: 'Red' },
        { option_id: 'opt_size', value: 'S' },
      ],
    })
  })
})
