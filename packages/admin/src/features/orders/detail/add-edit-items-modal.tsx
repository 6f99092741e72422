import type { Order, OrderEdit } from '@mercato/client'
import { useAdminOrderEditAddLineItem } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormModal } from '../../../components/ui/form-modal'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { type PickedVariant, VariantPicker, validPicks } from './variant-picker'

/** Adds catalogue variants to an edit under way, one request per variant. */
export function AddEditItemsModal({
  order,
  edit,
  onClose,
}: {
  order: Order
  edit: OrderEdit
  onClose: () => void
}) {
  const { t } = useTranslation('order-changes')
  const feedback = useMutationFeedback('order-changes')
  const add = useAdminOrderEditAddLineItem(edit.id)
  const [picked, setPicked] = useState<PickedVariant[]>([])
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<'chooseItems' | 'newItems' | null>(null)

  const submit = async () => {
    const found = picked.length === 0 ? 'chooseItems' : !validPicks(picked) ? 'newItems' : null
    setProblem(found)
    if (found) return
    setBusy(true)
    try {
      // One after another: each addition reprices the edit on the server.
      for (const p of picked) await add.mutateAsync({ variant_id: p.variant_id, quantity: p.quantity })
      feedback.success(t('edits.itemsAdded', { count: picked.length }))
      onClose()
    } catch (error) {
      feedback.failure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormModal
      title={t('edits.addTitle')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('edits.addItems') }}
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <VariantPicker
        regionId={order.region_id}
        currencyCode={order.currency_code}
        value={picked}
        onChange={setPicked}
      />
      {problem && (
        <p role="alert" className="text-sm text-rose-600">
          {t(problem === 'chooseItems' ? 'edits.chooseItems' : 'errors.newItems')}
        </p>
      )}
    </FormModal>
  )
}
