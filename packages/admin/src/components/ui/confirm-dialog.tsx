import * as Dialog from '@radix-ui/react-dialog'
import { useReturnFocus } from './return-focus'
import { ignoreToastClicks, useToastsAwayFrom } from './toaster'
import i18next from 'i18next'
import { useSyncExternalStore } from 'react'
import { Button } from './button'

export interface ConfirmOptions {
  title: string
  description?: string
  /** Text of the confirming button; "Confirm" when left out. */
  confirmLabel?: string
  /** Red confirming button, for actions that delete or cannot be undone. */
  destructive?: boolean
  /** Text of the button that answers no; "Cancel" when left out. */
  cancelLabel?: string
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void
}

// One question at a time, kept outside React so `confirm` works from any event handler or mutation.
let pending: Pending | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Asks the person before an action: resolves true on confirm, false on cancel, Escape or a click
 * outside. Needs <ConfirmDialogHost /> mounted once (the app root does this).
 *
 *   if (await confirm({ title: 'Delete 3 products?', confirmLabel: 'Delete', destructive: true })) …
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  pending?.resolve(false)
  return new Promise((resolve) => {
    pending = { ...options, resolve }
    emit()
  })
}

function answer(confirmed: boolean) {
  const current = pending
  pending = null
  emit()
  current?.resolve(confirmed)
}

/** Renders the open question of `confirm`, if any. Mount once, next to the toaster. */
export function ConfirmDialogHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  )
  const returnFocus = useReturnFocus(!!current)
  useToastsAwayFrom('bottom', !!current)
  return (
    <Dialog.Root open={!!current} onOpenChange={(open) => !open && answer(false)}>
      <Dialog.Portal>
        {/* Above any open dialog, since a question may come from one. */}
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-gray-900/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          onInteractOutside={ignoreToastClicks}
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[60] flex w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{current?.title}</Dialog.Title>
          <Dialog.Description className={current?.description ? 'text-sm text-gray-600' : 'sr-only'}>
            {current?.description ?? current?.title}
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Button browse variant="secondary" onClick={() => answer(false)}>
              {current?.cancelLabel ?? i18next.t('common.cancel')}
            </Button>
            <Button
              variant={current?.destructive ? 'nuclear' : 'primary'}
              onClick={() => answer(true)}
              autoFocus
            >
              {current?.confirmLabel ?? i18next.t('common.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
