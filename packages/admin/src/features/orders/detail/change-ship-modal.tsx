import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'
import {
  CarrierSelect,
  type ShipmentCarrier,
  carrierChoiceValid,
  shipmentCarrier,
  useCarrierChoice,
} from './carrier-select'
import { parseTrackingNumbers } from './ship-modal'

/** Marks a swap's or claim's fulfillment shipped, with its carrier tracking numbers. */
export function ChangeShipModal({
  busy,
  onClose,
  onSubmit,
}: {
  busy: boolean
  onClose: () => void
  onSubmit: (shipment: { tracking_numbers: string[] } & ShipmentCarrier) => void
}) {
  const { t } = useTranslation('order-changes')
  const [text, setText] = useState('')
  const [carrier, setCarrier] = useCarrierChoice()
  const [sent, setSent] = useState(false)
  return (
    <FormModal
      title={t('ship.title')}
      description={t('ship.hint')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('ship.submit') }}
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        setSent(true)
        if (!carrierChoiceValid(carrier)) return
        onSubmit({ tracking_numbers: parseTrackingNumbers(text), ...shipmentCarrier(carrier) })
      }}
    >
      <InputField label={t('ship.tracking')} value={text} onChange={(e) => setText(e.target.value)} />
      <CarrierSelect value={carrier} onChange={setCarrier} showErrors={sent} />
    </FormModal>
  )
}
