import { type FormEvent, type ReactNode, useId } from 'react'
import { Button } from './button'
import { Modal, ModalClose } from './modal'

export interface FormModalProps {
  title: ReactNode
  /** A line under the title. */
  description?: ReactNode
  labels: { cancel: string; save: string }
  /** While the save is in flight: the Save button spins. */
  busy: boolean
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The form's layout; one column when left out. */
  className?: string
  children: ReactNode
}

/** A dialog holding one form, with Cancel and Save in its footer (Save submits the form). */
export function FormModal({
  title,
  description,
  labels,
  busy,
  onClose,
  onSubmit,
  className,
  children,
}: FormModalProps) {
  const formId = useId()
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      footer={
        <div className="ms-auto flex gap-2">
          <ModalClose asChild>
            <Button browse variant="secondary">
              {labels.cancel}
            </Button>
          </ModalClose>
          <Button type="submit" form={formId} loading={busy}>
            {labels.save}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={onSubmit} className={className ?? 'flex flex-col gap-4'} noValidate>
        {children}
      </form>
    </Modal>
  )
}
