import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

let collect: (() => void) | null | undefined

/**
 * A full garbage collection. A long import promotes each batch's short-lived objects to the old
 * generation, and V8 lets that grow to several times the live heap before collecting it; collecting
 * every few thousand rows keeps the worker's peak memory near its live size (~30 ms per call).
 * Does nothing where `gc` cannot be exposed.
 */
export function collectGarbage(): void {
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc')
      collect = runInNewContext('gc') as () => void
    } catch {
      collect = null
    }
  }
  collect?.()
}
