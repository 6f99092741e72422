import { type Context, createContext, useContext } from 'react'

/** A context with no default value: reading it outside its provider is a bug, not a fallback. */
export function createStrictContext<T>(name: string): Context<T | null> {
  const context = createContext<T | null>(null)
  context.displayName = name
  return context
}

/** Reads a strict context; throws a clear error naming the missing provider. */
export function useStrictContext<T>(context: Context<T | null>): T {
  const value = useContext(context)
  if (value === null) {
    const name = context.displayName ?? 'Context'
    throw new Error(`use${name} must be used within a ${name}Provider`)
  }
  return value
}
