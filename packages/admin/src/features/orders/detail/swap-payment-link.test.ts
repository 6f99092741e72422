import { describe, expect, it } from 'vitest'
import { swapPaymentLink } from './swap-payment-link'

describe('swapPaymentLink', () => {
  it("fills the store's swap link template with the cart id, wherever it appears", () => {
    expect(swapPaymentLink('https://shop.example/swap?cart={cart_id}&c={cart_id}', 'cart_1', 'x')).toBe(
      'https://shop.example/swap?cart=cart_1&c=cart_1',
    )
  })

  it("falls back to the swap page of this server's storefront when no template is set", () => {
    expect(swapPaymentLink(null, 'cart_1', 'https://mercato.example')).toBe(
      'https://mercato.example/swap/cart_1',
    )
    expect(swapPaymentLink('', 'cart_1', 'https://mercato.example')).toBe(
      'https://mercato.example/swap/cart_1',
    )
  })
})
