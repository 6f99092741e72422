import { useRef } from 'react'

/**
 * Gives focus back to what had it before a dialog opened, when it closes. Radix returns focus to a
 * Dialog.Trigger, and the dashboard opens its dialogs from state instead, so without this focus fell to
 * the page's body and keyboard users lost their place. Returns the dialog's onCloseAutoFocus handler.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  // Read while rendering the opening: the dialog's focus trap moves focus inside before any effect runs.
  if (open && !wasOpen.current && typeof document !== 'undefined')
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  wasOpen.current = open
  return (event: Event) => {
    const target = opener.current
    if (target?.isConnected && target !== document.body) {
      event.preventDefault()
      target.focus()
    }
  }
}
