import type { Fulfillment, Order } from '@mercato/client'
import { useAdminCreateShipment } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { useOrderFeedback } from '../feedback'

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
  const feedback = useOrderFeedback()
  const ship = useAdminCreateShipment(order.id)
  const [text, setText] = useState('')

  const submit = () =>
    ship.mutate(
      { fulfillment_id: fulfillment.id, tracking_numbers: parseTrackingNumbers(text) },
      {
        onSuccess: () => {
          feedback.success(t('fulfillment.shipped'))
          onClose()
        },
        onError: feedback.failure,
      },
    )

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('fulfillment.shipTitle')}
      description={t('fulfillment.trackingHint')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel', { ns: 'translation' })}
          </Button>
          <Button loading={ship.isPending} onClick={submit}>
            {t('fulfillment.markShipped')}
          </Button>
        </div>
      }
    >
      <InputField label={t('fulfillment.tracking')} value={text} onChange={(e) => setText(e.target.value)} />
    </Modal>
  )
}
