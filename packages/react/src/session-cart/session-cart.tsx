import type { Region } from '@mercato/client'
import { type ReactNode, createContext, useContext, useEffect, useMemo, useState } from 'react'
import * as rules from './state'
import {
  SESSION_CART_KEY,
  type SessionCartItem,
  type SessionCartItemInput,
  type SessionCartState,
  emptySessionCart,
} from './state'

export interface SessionCartContextValue extends SessionCartState {
  setRegion: (region: Partial<Region>) => void
  addItem: (item: SessionCartItemInput) => void
  updateItem: (variantId: string, patch: Partial<SessionCartItemInput>) => void
  updateItemQuantity: (variantId: string, quantity: number) => void
  incrementItemQuantity: (variantId: string) => void
  decrementItemQuantity: (variantId: string) => void
  removeItem: (variantId: string) => void
  setItems: (items: SessionCartItemInput[]) => void
  clearItems: () => void
  getItem: (variantId: string) => SessionCartItem | undefined
}

const SessionCartContext = createContext<SessionCartContextValue | null>(null)

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined // access can throw when storage is disabled
  }
}

function load(fallback: SessionCartState): SessionCartState {
  const saved = storage()?.getItem(SESSION_CART_KEY)
  if (!saved) return fallback
  try {
    const parsed = JSON.parse(saved) as SessionCartState
    return Array.isArray(parsed?.items) ? parsed : fallback
  } catch {
    return fallback
  }
}

export interface SessionCartProviderProps {
  children?: ReactNode
  /** Used when nothing is saved yet under `medusa-session-cart`. */
  initialState?: SessionCartState
}

/**
 * A cart kept in the browser only (no server calls), saved in localStorage under `medusa-session-cart`.
 * Invalid arguments throw synchronously from the action, before any state changes.
 */
export function SessionCartProvider({ children, initialState }: SessionCartProviderProps) {
  const [state, setState] = useState<SessionCartState>(() => load(initialState ?? emptySessionCart()))

  useEffect(() => {
    storage()?.setItem(SESSION_CART_KEY, JSON.stringify(state))
  }, [state])

  const actions = useMemo(
    () => ({
      setRegion: (region: Partial<Region>) => {
        rules.assertRegion(region)
        setState((prev) => rules.setRegion(prev, region))
      },
      addItem: (item: SessionCartItemInput) => {
        rules.assertItem(item)
        setState((prev) => rules.addItem(prev, item))
      },
      updateItem: (variantId: string, patch: Partial<SessionCartItemInput>) =>
        setState((prev) => rules.updateItem(prev, variantId, patch)),
      updateItemQuantity: (variantId: string, quantity: number) =>
        setState((prev) => rules.updateItemQuantity(prev, variantId, quantity)),
      incrementItemQuantity: (variantId: string) =>
        setState((prev) => rules.incrementItemQuantity(prev, variantId)),
      decrementItemQuantity: (variantId: string) =>
        setState((prev) => rules.decrementItemQuantity(prev, variantId)),
      removeItem: (variantId: string) => setState((prev) => rules.removeItem(prev, variantId)),
      setItems: (items: SessionCartItemInput[]) => {
        rules.assertItems(items)
        setState((prev) => rules.setItems(prev, items))
      },
      clearItems: () => setState((prev) => rules.clearItems(prev)),
    }),
    [],
  )

  const value = useMemo<SessionCartContextValue>(
    () => ({
      ...state,
      ...actions,
      getItem: (variantId: string) => state.items.find((item) => item.variant.id === variantId),
    }),
    [state, actions],
  )

  return <SessionCartContext.Provider value={value}>{children}</SessionCartContext.Provider>
}

export function useSessionCart(): SessionCartContextValue {
  const context = useContext(SessionCartContext)
  if (!context) throw new Error('useSessionCart must be used within a SessionCartProvider')
  return context
}
