// Shop-wide state: the shopper's country (which sets the region) and the server cart (kept by id in
// localStorage).
import type { Cart, Region } from '@mercato/client'
import { CartProvider, useCart, useMercato, useRegions } from '@mercato/react'
import { type ReactNode, createContext, useContext, useEffect, useState } from 'react'
import { COUNTRY_COOKIE, regionOfCountry } from './country'
import { useI18n } from './i18n/context'

const CART_ID_KEY = 'mercato_cart_id'

export interface ShopValue {
  /** The shop's name (the store's name in the backend), the same in the server render and the browser. */
  storeName: string
  regions: Region[]
  region: Region | undefined
  /** False until the cart of an earlier visit has been looked up (so "empty" is not shown too early). */
  cartRestored: boolean
  /** The country the shopper ships to (lower-case ISO 2). */
  countryCode: string | undefined
  /**
   * Moves the cart to the country's region, shipping to the country, and re-prices the pages; rejects
   * with the server's error, changing nothing, when the cart cannot move.
   */
  setCountry(countryCode: string): Promise<void>
  /**
   * Adds up to `maxQuantity` in total of the variant (the same variant's line is increased, never past
   * stock); resolves with how many were added and how many the cart now holds.
   */
  addItem(
    variantId: string,
    quantity: number,
    maxQuantity: number,
  ): Promise<{ added: number; inCart: number }>
  setQuantity(lineId: string, quantity: number): Promise<void>
  removeItem(lineId: string): Promise<void>
  /** Forgets the cart once it has become an order. */
  forgetCart(): void
}

const ShopContext = createContext<ShopValue | null>(null)

interface InitialChoice {
  storeName: string
  initialRegionId?: string
  initialCountryCode?: string
}

export function ShopProvider({ children, ...initial }: InitialChoice & { children: ReactNode }) {
  return (
    <CartProvider>
      <ShopState {...initial}>{children}</ShopState>
    </CartProvider>
  )
}

/** A cookie, so the server renders the next page for the same country. */
function rememberCountry(countryCode: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${COUNTRY_COOKIE}=${encodeURIComponent(countryCode)}; path=/; max-age=31536000; samesite=lax`
}

function ShopState({
  storeName,
  initialRegionId,
  initialCountryCode,
  children,
}: InitialChoice & { children: ReactNode }) {
  const { client } = useMercato()
  const { locale } = useI18n()
  const { cart, setCart, createCart, updateCart } = useCart()
  const { regions = [] } = useRegions()
  const [regionId, setRegionId] = useState(initialRegionId)
  const [countryCode, setCountryCode] = useState(initialCountryCode)
  const [cartRestored, setCartRestored] = useState(false)
  const region = regions.find((r) => r.id === regionId) ?? regions[0]

  // Restore the cart of an earlier visit, once; its region wins over the page's default.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setCart changes identity on every render
  useEffect(() => {
    const id = localStorage.getItem(CART_ID_KEY)
    if (!id) return setCartRestored(true)
    client.carts
      .retrieve(id)
      .then(({ cart: saved }) => {
        if (saved.completed_at) return localStorage.removeItem(CART_ID_KEY)
        setCart(saved)
        setRegionId(saved.region_id)
        // A cart without an address keeps the page's country if its region has it.
        const countries = saved.region?.countries?.map((c) => c.iso_2) ?? []
        const savedCountry =
          saved.shipping_address?.country_code ??
          (initialCountryCode && countries.includes(initialCountryCode) ? initialCountryCode : countries[0])
        if (savedCountry) {
          setCountryCode(savedCountry)
          rememberCountry(savedCountry)
        }
      })
      .catch(() => localStorage.removeItem(CART_ID_KEY))
      .finally(() => setCartRestored(true))
  }, [client])

  const ensureCart = async (): Promise<Cart> => {
    if (cart) return cart
    // The cart keeps the shopper's language, so the order's e-mails are written in it.
    const created = await createCart.mutateAsync({
      ...(region ? { region_id: region.id, country_code: countryCode } : {}),
      context: { locale },
    })
    localStorage.setItem(CART_ID_KEY, created.id)
    return created
  }

  const value: ShopValue = {
    storeName,
    regions,
    region,
    cartRestored,
    countryCode,
    async setCountry(code) {
      const target = regionOfCountry(regions, code)
      if (!target) return
      // The cart moves first: should the server refuse, the page stays as it was.
      if (cart && (cart.region_id !== target.id || cart.shipping_address?.country_code !== code))
        await updateCart.mutateAsync({ region_id: target.id, country_code: code })
      setRegionId(target.id)
      setCountryCode(code)
      rememberCountry(code)
    },
    async addItem(variantId, quantity, maxQuantity) {
      const current = await ensureCart()
      const line = current.items.find((item) => item.variant_id === variantId)
      const before = line?.quantity ?? 0
      const total = Math.min(before + quantity, maxQuantity)
      if (total <= before) return { added: 0, inCart: before }
      const { cart: next } = line
        ? await client.carts.lineItems.update(current.id, line.id, { quantity: total })
        : await client.carts.lineItems.create(current.id, { variant_id: variantId, quantity: total })
      setCart(next)
      return { added: total - before, inCart: total }
    },
    async setQuantity(lineId, quantity) {
      if (!cart) return
      const { cart: next } = await client.carts.lineItems.update(cart.id, lineId, { quantity })
      setCart(next)
    },
    async removeItem(lineId) {
      if (!cart) return
      const { cart: next } = await client.carts.lineItems.delete(cart.id, lineId)
      setCart(next)
    },
    forgetCart() {
      localStorage.removeItem(CART_ID_KEY)
      setCart(undefined)
    },
  }
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}

export function useShop(): ShopValue {
  const value = useContext(ShopContext)
  if (!value) throw new Error('useShop must be used within a ShopProvider')
  return value
}
