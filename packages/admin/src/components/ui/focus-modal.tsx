import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { useGuardedClose } from './modal'
import { useReturnFocus } from './return-focus'
import { ignoreToastClicks, useToastsAwayFrom } from './toaster'
import { historyMoves, UnsavedChangesGuard } from './unsaved-changes'

export interface FocusModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  onSave: () => void
  saving?: boolean
  saveDisabled?: boolean
  children: ReactNode
}

/** Full-screen editor with Cancel and Save changes in its header. */
export function FocusModal({
  open,
  onOpenChange,
  title,
  onSave,
  saving,
  saveDisabled,
  children,
}: FocusModalProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  const { changes, requestOpenChange } = useGuardedClose(open, onOpenChange, true)
  useToastsAwayFrom('top', open)
  return (
    <Dialog.Root open={open} onOpenChange={requestOpenChange}>
      <UnsavedChangesGuard edited={changes.edited} when={historyMoves} />
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-white"
          onCloseAutoFocus={returnFocus}
          onInteractOutside={ignoreToastClicks}
          onInput={changes.onInput}
        >
          <header className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-3">
            <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
            <div className="flex gap-2">
              <Button browse variant="secondary" size="small" onClick={() => requestOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button size="small" onClick={onSave} loading={saving} disabled={saveDisabled}>
                {t('common.saveChanges')}
              </Button>
            </div>
          </header>
          <div className="flex-1 overflow-y-auto">
            <div className="mx-auto max-w-3xl px-6 py-10">{children}</div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
