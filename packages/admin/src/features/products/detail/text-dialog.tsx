import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'

interface TextDialogProps {
  title: string
  label: string
  initial?: string
  pending: boolean
  onSubmit: (value: string) => void
  onClose: () => void
}

/** A dialog asking for one required line of text (an option title, a new name). */
export function TextDialog({ title, label, initial = '', pending, onSubmit, onClose }: TextDialogProps) {
  const { t } = useTranslation('product-detail')
  const formId = useId()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | undefined>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!value.trim()) return setError(t('errors.required'))
    onSubmit(value.trim())
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <InputField
          label={label}
          required
          errors={error}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </form>
    </Modal>
  )
}
