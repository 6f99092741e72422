import type { Store } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { isLinkTemplate, storeFormValues, storeUpdateBody } from './store-form'

const store = {
  id: 'store_1',
  name: 'Mercato Store',
  default_currency_code: 'usd',
  swap_link_template: null,
  invite_link_template: 'https://admin.example.com/invite?token={invite_token}',
} as Store

describe('store details form', () => {
  it('accepts http(s) templates with placeholders only', () => {
    expect(isLinkTemplate('https://shop.example.com/swap?cart={cart_id}')).toBe(true)
    expect(isLinkTemplate('ftp://example.com/{cart_id}')).toBe(false)
    expect(isLinkTemplate('not a link')).toBe(false)
  })

  it('sends only the fields that changed', () => {
    const values = {
      ...storeFormValues(store),
      name: ' Corner Shop ',
      swap_link_template: 'https://s.example/{cart_id}',
    }
    expect(storeUpdateBody(values, store)).toEqual({
      body: { name: 'Corner Shop', swap_link_template: 'https://s.example/{cart_id}' },
      errors: {},
    })
    expect(storeUpdateBody(storeFormValues(store), store).body).toEqual({})
  })

  it('refuses an empty name and a template that is not a link', () => {
    const values = { ...storeFormValues(store), name: ' ', invite_link_template: 'invite me' }
    expect(storeUpdateBody(values, store).errors).toEqual({
      name: 'errors.required',
      invite_link_template: 'errors.url',
    })
  })
})
