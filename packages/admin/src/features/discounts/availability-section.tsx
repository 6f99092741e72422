import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { Section } from '../../components/ui/section'

export interface AvailabilitySectionProps {
  isDisabled: boolean
  busy: boolean
  labels: {
    title: string
    enable: string
    disable: string
    enabledHint: string
    disabledHint: string
    /** What is asked before disabling (enabling needs no question). */
    confirmTitle: string
    confirmMessage: string
  }
  /** Called with the new `is_disabled` once the person has agreed. */
  onChange: (isDisabled: boolean) => void
}

/** Whether a discount or gift card can be used, with the button that switches it (disabling asks first). */
export function AvailabilitySection({ isDisabled, busy, labels, onChange }: AvailabilitySectionProps) {
  const toggle = async () => {
    if (!isDisabled) {
      const ok = await confirm({
        title: labels.confirmTitle,
        description: labels.confirmMessage,
        confirmLabel: labels.disable,
      })
      if (!ok) return
    }
    onChange(!isDisabled)
  }
  return (
    <Section
      title={labels.title}
      actions={
        <Button
          size="small"
          variant={isDisabled ? 'primary' : 'secondary'}
          loading={busy}
          onClick={() => void toggle()}
        >
          {isDisabled ? labels.enable : labels.disable}
        </Button>
      }
    >
      <p className="text-sm text-gray-600">{isDisabled ? labels.disabledHint : labels.enabledHint}</p>
    </Section>
  )
}
