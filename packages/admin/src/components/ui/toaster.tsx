import { useEffect, useSyncExternalStore } from 'react'
import { Toaster as HotToaster, type ToastPosition } from 'react-hot-toast'
import { TOAST_DEFAULTS } from './notify'

/** Where an open dialog keeps its action buttons. */
export type ActionsEdge = 'top' | 'bottom'

/** Open dialogs' action edges, the most recently opened (the one on top) last. */
let openDialogs: { edge: ActionsEdge }[] = []
const listeners = new Set<() => void>()
const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}
const topmostEdge = () => openDialogs.at(-1)?.edge

/**
 * Keeps toasts off a dialog's buttons while it is open: a failed save's toast would otherwise sit on
 * Save and Cancel (on a phone it spans the width), and the person could not try again until it went.
 */
export function useToastsAwayFrom(edge: ActionsEdge, open: boolean) {
  useEffect(() => {
    if (!open) return
    const entry = { edge }
    openDialogs = [...openDialogs, entry]
    for (const listener of listeners) listener()
    return () => {
      openDialogs = openDialogs.filter((item) => item !== entry)
      for (const listener of listeners) listener()
    }
  }, [edge, open])
}

/** Centred sides stay clear of both ends, where dialogs put their buttons, in either direction. */
export const toastPosition = (edge: ActionsEdge | undefined): ToastPosition =>
  edge === 'bottom' ? 'top-center' : edge === 'top' ? 'bottom-center' : 'bottom-right'

/**
 * A click on a toast (its close button) is not a click outside the dialog, so it must not close it.
 * For a dialog's onInteractOutside.
 */
export const ignoreToastClicks = (event: { target: EventTarget | null; preventDefault: () => void }) => {
  if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault()
}

export function Toaster() {
  const edge = useSyncExternalStore(subscribe, topmostEdge, () => undefined)
  const { durations, maxWidth } = TOAST_DEFAULTS
  return (
    // An open dialog hides the rest of the page from screen readers but keeps live regions, so the
    // aria-live mark keeps a failed save's alert heard. 'bottom-right' flips to the left in Arabic,
    // since the toast row is a flex row that follows the page's direction.
    <div data-toaster aria-live="polite">
      <HotToaster
        position={toastPosition(edge)}
        toastOptions={{
          style: { maxWidth },
          blank: { duration: durations.blank },
          error: { duration: durations.error },
          success: { duration: durations.success },
          loading: { duration: durations.loading },
        }}
      />
    </div>
  )
}
