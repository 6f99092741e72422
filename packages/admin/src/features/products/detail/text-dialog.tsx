import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../../components/ui/input-field'
import { FormModal } from '../../../components/ui/form-modal'

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
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | undefined>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!value.trim()) return setError(t('errors.required'))
    onSubmit(value.trim())
  }
  return (
    <FormModal
      title={title}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={label}
        required
        errors={error}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </FormModal>
  )
}
