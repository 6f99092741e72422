import type { Fulfillment, Order } from '@mercato/client'
import { useAdminCreateShipment } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../../components/ui/input-field'
import { FormModal } from '../../../components/ui/form-modal'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { CarrierSelect, carrierChoiceValid, shipmentCarrier, useCarrierChoice } from './carrier-select'

/** "A, B  C" → ['A', 'B', 'C']: tracking numbers separated by commas or spaces, repeats dropped. */
export const parseTrackingNumbers = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))]

/** Marks a fulfillment shipped, with its carrier tracking numbers. */
export function ShipModal({
  order,
  fulfillment,
  onClose,
}: {
  order: Order
  fulfillment: Fulfillment
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  const saved = useSaveHandlers('orders')
  const ship = useAdminCreateShipment(order.id)
  const [text, setText] = useState('')
  const [carrier, setCarrier] = useCarrierChoice()
  const [sent, setSent] = useState(false)

  const submit = () => {
    setSent(true)
    if (!carrierChoiceValid(carrier)) return
    ship.mutate(
      {
        fulfillment_id: fulfillment.id,
        tracking_numbers: parseTrackingNumbers(text),
        ...shipmentCarrier(carrier),
      },
      saved(t('fulfillment.shipped'), onClose),
    )
  }

  return (
    <FormModal
      title={t('fulfillment.shipTitle')}
      description={t('fulfillment.trackingHint')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('fulfillment.markShipped') }}
      busy={ship.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <InputField label={t('fulfillment.tracking')} value={text} onChange={(e) => setText(e.target.value)} />
      <CarrierSelect value={carrier} onChange={setCarrier} showErrors={sent} />
    </FormModal>
  )
}
