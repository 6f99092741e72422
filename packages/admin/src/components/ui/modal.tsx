import * as Dialog from '@radix-ui/react-dialog'
import { type ReactNode, useEffect, useState } from 'react'
import { useReturnFocus } from './return-focus'
import { ignoreToastClicks, useToastsAwayFrom } from './toaster'
import { confirmDiscard, historyMoves, UnsavedChangesGuard, useEditTracker } from './unsaved-changes'

/** Space kept free around a modal: its max height is the window height minus this. */
export const MODAL_MARGIN = 64
export const modalMaxHeight = (windowHeight: number) => windowHeight - MODAL_MARGIN

export function useWindowHeight() {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight))
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return height
}

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** Left of the title, e.g. a back button. */
  leading?: ReactNode
  footer?: ReactNode
  children: ReactNode
  /**
   * Ask before closing once something was typed in it (the default). Off for dialogs that only show
   * or pick, where closing loses nothing.
   */
  guardChanges?: boolean
  /** Whether there is something to lose, for dialogs that know it better than "something was typed". */
  dirty?: boolean
}

/** A button that closes the surrounding dialog the way Escape does: it asks first if there are edits. */
export const ModalClose = Dialog.Close

/**
 * Closing by Escape, a click outside or a ModalClose asks before throwing away edits. A parent closing
 * the dialog itself, after a save, does not ask.
 */
export function useGuardedClose(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  guard: boolean,
  dirty?: boolean,
) {
  const tracked = useEditTracker(open && guard && dirty === undefined)
  const changes = { ...tracked, edited: guard && (dirty ?? tracked.edited) }
  const requestOpenChange = (next: boolean) => {
    if (next || !changes.edited) return onOpenChange(next)
    void confirmDiscard().then((discard) => discard && onOpenChange(false))
  }
  return { changes, requestOpenChange }
}

/** Centered dialog; the body scrolls when it outgrows the window. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  leading,
  footer,
  children,
  guardChanges = true,
  dirty,
}: ModalProps) {
  const height = useWindowHeight()
  const returnFocus = useReturnFocus(open)
  const { changes, requestOpenChange } = useGuardedClose(open, onOpenChange, guardChanges, dirty)
  useToastsAwayFrom('bottom', open)
  return (
    <Dialog.Root open={open} onOpenChange={requestOpenChange}>
      <UnsavedChangesGuard edited={changes.edited} when={historyMoves} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          onInteractOutside={ignoreToastClicks}
          onInput={changes.onInput}
          style={{ maxHeight: modalMaxHeight(height) }}
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,640px)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl"
        >
          <div className="flex items-center gap-3 border-b border-gray-200 px-6 py-4">
            {leading}
            <div>
              <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-gray-500">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer && (
            <div className="flex items-center gap-2 border-t border-gray-200 px-6 py-4">{footer}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
