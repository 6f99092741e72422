// Shop-wide state: the shopper's region and the server cart (kept by id in localStorage).
import type { Cart, Region } from '@mercato/client'
import { CartProvider, useCart, useMercato, useRegions } from '@mercato/react'
import { type ReactNode, createContext, useContext, useEffect, useState } from 'react'
import { REGION_COOKIE } from './config'

const CART_ID_KEY = 'mercato_cart_id'

export interface ShopValue {
  regions: Region[]
  region: Region | undefined
  /** Re-prices the pages and moves the cart to the region. */
  setRegion(regionId: string): Promise<void>
  /** Adds up to `maxQuantity` in total of the variant (the same variant's line is increased, never past stock). */
  addItem(variantId: string, quantity: number, maxQuantity: number): Promise<void>
  setQuantity(lineId: string, quantity: number): Promise<void>
  removeItem(lineId: string): Promise<void>
  /** Forgets the cart once it has become an order. */
  forgetCart(): void
}

const ShopContext = createContext<ShopValue | null>(null)

export function ShopProvider({
  initialRegionId,
  children,
}: {
  initialRegionId?: string
  children: ReactNode
}) {
  return (
    <CartProvider>
      <ShopState initialRegionId={initialRegionId}>{children}</ShopState>
    </CartProvider>
  )
}

/** A cookie, so the server renders the next page in the same region. */
function rememberRegion(regionId: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${REGION_COOKIE}=${encodeURIComponent(regionId)}; path=/; max-age=31536000; samesite=lax`
}

function ShopState({ initialRegionId, children }: { initialRegionId?: string; children: ReactNode }) {
  const { client } = useMercato()
  const { cart, setCart, createCart, updateCart } = useCart()
  const { regions = [] } = useRegions()
  const [regionId, setRegionId] = useState(initialRegionId)
  const region = regions.find((r) => r.id === regionId) ?? regions[0]

  // Restore the cart of an earlier visit, once; its region wins over the page's default.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setCart changes identity on every render
  useEffect(() => {
    const id = localStorage.getItem(CART_ID_KEY)
    if (!id) return
    client.carts
      .retrieve(id)
      .then(({ cart: saved }) => {
        if (saved.completed_at) return localStorage.removeItem(CART_ID_KEY)
        setCart(saved)
        setRegionId(saved.region_id)
        rememberRegion(saved.region_id)
      })
      .catch(() => localStorage.removeItem(CART_ID_KEY))
  }, [client])

  const ensureCart = async (): Promise<Cart> => {
    if (cart) return cart
    const created = await createCart.mutateAsync(region ? { region_id: region.id } : undefined)
    localStorage.setItem(CART_ID_KEY, created.id)
    return created
  }

  const value: ShopValue = {
    regions,
    region,
    async setRegion(id) {
      setRegionId(id)
      rememberRegion(id)
      if (cart && cart.region_id !== id) await updateCart.mutateAsync({ region_id: id })
    },
    async addItem(variantId, quantity, maxQuantity) {
      const current = await ensureCart()
      const line = current.items.find((item) => item.variant_id === variantId)
      const total = Math.min((line?.quantity ?? 0) + quantity, maxQuantity)
      if (total < 1) return
      const { cart: next } = line
        ? await client.carts.lineItems.update(current.id, line.id, { quantity: total })
        : await client.carts.lineItems.create(current.id, { variant_id: variantId, quantity: total })
      setCart(next)
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
