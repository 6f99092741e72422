import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'
import { parseTrackingNumbers } from './ship-modal'

/** Marks a swap's or claim's fulfillment shipped, with its carrier tracking numbers. */
export function ChangeShipModal({
  busy,
  onClose,
  onSubmit,
}: {
  busy: boolean
  onClose: () => void
  onSubmit: (trackingNumbers: string[]) => void
}) {
  const { t } = useTranslation('order-changes')
  const [text, setText] = useState('')
  return (
    <FormModal
      title={t('ship.title')}
      description={t('ship.hint')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('ship.submit') }}
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(parseTrackingNumbers(text))
      }}
    >
      <InputField label={t('ship.tracking')} value={text} onChange={(e) => setText(e.target.value)} />
    </FormModal>
  )
}
