import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { Modal } from './modal'
import { useWizard } from './wizard-context'

export interface MultiStepModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** One element per step; a step may call useWizard().disableNextPage() until it is complete. */
  steps: ReactNode[]
  onSubmit: () => void
  submitting?: boolean
  /** The last step's button, naming what it makes ("Create product"); "Submit" without one. */
  submitLabel?: string
}

/** Must sit inside a WizardProvider; closing the modal resets the wizard. */
export function MultiStepModal({
  open,
  onOpenChange,
  title,
  steps,
  onSubmit,
  submitting,
  submitLabel,
}: MultiStepModalProps) {
  const { t } = useTranslation()
  const wizard = useWizard()
  const total = steps.length
  const current = Math.min(wizard.currentStep, total - 1)
  const last = current === total - 1

  const close = (next: boolean) => {
    if (!next) wizard.reset()
    onOpenChange(next)
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={title}
      footer={
        <>
          <span className="me-auto text-sm text-gray-500">
            {t('wizard.stepOf', { current: current + 1, total })}
          </span>
          <Button
            browse
            variant="secondary"
            size="small"
            onClick={wizard.goToPrevious}
            disabled={current === 0}
          >
            {t('common.back')}
          </Button>
          {last ? (
            <Button size="small" onClick={onSubmit} loading={submitting} disabled={!wizard.nextStepEnabled}>
              {submitLabel ?? t('common.submit')}
            </Button>
          ) : (
            <Button size="small" onClick={wizard.goToNext} disabled={!wizard.nextStepEnabled}>
              {t('common.next')}
            </Button>
          )}
        </>
      }
    >
      {steps[current]}
    </Modal>
  )
}
