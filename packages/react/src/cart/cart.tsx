import type {
  Cart,
  ClientError,
  StoreCompleteCartRes,
  StorePostCartReq,
  StorePostCartsCartPaymentSessionReq,
  StorePostCartsCartReq,
  StorePostCartsCartShippingMethodReq,
} from '@mercato/client'
import type { UseMutationResult } from '@tanstack/react-query'
import { type ReactNode, createContext, useContext, useRef, useState } from 'react'
import { useMercato } from '../provider'
import { cartKeys } from '../hooks/store/carts'
import { useInvalidatingMutation } from '../hooks/utils'

type CartMutation<TVariables> = UseMutationResult<Cart, ClientError, TVariables>

export interface CartContextValue {
  cart: Cart | undefined
  setCart: (cart: Cart | undefined) => void
  /** Σ line quantities. */
  totalItems: number
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets callers write mutate() without a payload
  createCart: CartMutation<StorePostCartReq | void>
  updateCart: CartMutation<StorePostCartsCartReq>
  addShippingMethod: CartMutation<StorePostCartsCartShippingMethodReq>
  /** Creates the payment sessions of the cart. */
  startCheckout: CartMutation<void>
  /** Selects the payment session to pay with. */
  pay: CartMutation<StorePostCartsCartPaymentSessionReq>
  /** Places the order. The cart state is updated only when the answer is still a cart. */
  completeCheckout: UseMutationResult<StoreCompleteCartRes, ClientError, void>
}

const CartContext = createContext<CartContextValue | null>(null)

export interface CartProviderProps {
  children?: ReactNode
  initialState?: Cart
}

/** Holds one server cart in React state (not persisted); each action updates it with the server's answer. */
export function CartProvider({ children, initialState }: CartProviderProps) {
  const { client } = useMercato()
  const [cart, setCartState] = useState<Cart | undefined>(initialState)
  // Actions read the latest cart, not the one of the render that created them.
  const latest = useRef(cart)
  const setCart = (next: Cart | undefined) => {
    latest.current = next
    setCartState(next)
  }
  const cartId = (): string => {
    const id = latest.current?.id
    if (!id) throw new Error('There is no cart yet: call createCart first')
    return id
  }
  const detail = () => (latest.current ? [cartKeys.detail(latest.current.id)] : [])
  const keep = async (request: Promise<{ cart: Cart }>) => {
    const { cart: next } = await request
    setCart(next)
    return next
  }

  const createCart = useInvalidatingMutation(
    // biome-ignore lint/suspicious/noConfusingVoidType: see CartContextValue.createCart
    (payload: StorePostCartReq | void) => keep(client.carts.create(payload || undefined)),
    [],
  )
  const updateCart = useInvalidatingMutation(
    (payload: StorePostCartsCartReq) => keep(client.carts.update(cartId(), payload)),
    detail,
  )
  const addShippingMethod = useInvalidatingMutation(
    (payload: StorePostCartsCartShippingMethodReq) => keep(client.carts.addShippingMethod(cartId(), payload)),
    detail,
  )
  const startCheckout = useInvalidatingMutation(
    () => keep(client.carts.createPaymentSessions(cartId())),
    detail,
  )
  const pay = useInvalidatingMutation(
    (payload: StorePostCartsCartPaymentSessionReq) => keep(client.carts.setPaymentSession(cartId(), payload)),
    detail,
  )
  const completeCheckout = useInvalidatingMutation(async () => {
    const result = await client.carts.complete(cartId())
    if (result.type === 'cart') setCart(result.data)
    return result
  }, detail)

  const totalItems = cart?.items?.reduce((sum, item) => sum + item.quantity, 0) ?? 0
  const value: CartContextValue = {
    cart,
    setCart,
    totalItems,
    createCart,
    updateCart,
    addShippingMethod,
    startCheckout,
    pay,
    completeCheckout,
  }
  // Not memoised: mutation results change identity with every state change anyway.
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext)
  if (!context) throw new Error('useCart must be used within a CartProvider')
  return context
}
