import type { InventoryLevel, StockLocation } from '@mercato/client'
import { useAdminCreateLocationLevel, useAdminUpdateLocationLevel } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { useMutationFeedback } from '../../components/ui/feedback'
import { InputField } from '../../components/ui/input-field'
import { Modal, ModalClose } from '../../components/ui/modal'
import { SelectInput } from '../pricing/plain-fields'
import { ADJUST_MODES, type Adjustment, adjustedStock, availableAt, parseWhole } from './stock'

function FormFooter({ formId, busy }: { formId: string; busy: boolean }) {
  const { t } = useTranslation('inventory')
  return (
    <div className="ms-auto flex gap-2">
      <ModalClose asChild>
        <Button variant="secondary">{t('cancel')}</Button>
      </ModalClose>
      <Button type="submit" form={formId} loading={busy}>
        {t('save')}
      </Button>
    </div>
  )
}

/**
 * Sets a level's stocked quantity, either directly or by what should be left to sell once reserved
 * units are set aside (a count of the shelf after orders were picked), or moves it by a delta; the
 * incoming quantity can be changed too.
 */
export function AdjustLevelModal({
  itemId,
  level,
  locationName,
  onClose,
}: {
  itemId: string
  level: InventoryLevel
  locationName: string
  onClose: () => void
}) {
  const { t } = useTranslation('inventory')
  const formId = useId()
  const feedback = useMutationFeedback('inventory')
  const update = useAdminUpdateLocationLevel(itemId)
  const [adjustment, setAdjustment] = useState<Adjustment>({
    mode: 'set',
    text: String(level.stocked_quantity),
  })
  const [incoming, setIncoming] = useState(String(level.incoming_quantity))
  const [errors, setErrors] = useState<{ stock?: string; incoming?: string }>({})
  const outcome = adjustedStock(level.stocked_quantity, adjustment, level.reserved_quantity)
  const startText = (mode: Adjustment['mode']) =>
    mode === 'set' ? String(level.stocked_quantity) : mode === 'available' ? String(availableAt(level)) : ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const incomingValue = parseWhole(incoming)
    const stockError = 'error' in outcome ? outcome.error : undefined
    const next = {
      stock: stockError ? t(stockError) : undefined,
      incoming: incomingValue === null ? t('errors.wholeNumber') : undefined,
    }
    if (next.stock || next.incoming || 'error' in outcome || incomingValue === null) return setErrors(next)
    update.mutate(
      {
        stockLocationId: level.location_id,
        stocked_quantity: outcome.value,
        incoming_quantity: incomingValue,
      },
      {
        onSuccess: () => {
          feedback.success(t('levelSaved'))
          onClose()
        },
        onError: feedback.failure,
      },
    )
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('adjustTitle', { location: locationName })}
      footer={<FormFooter formId={formId} busy={update.isPending} />}
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="mb-1 text-sm font-medium text-gray-700">{t('adjustMode')}</legend>
          {ADJUST_MODES.map((mode) => (
            <label key={mode} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="adjust-mode"
                className="accent-violet-600"
                checked={adjustment.mode === mode}
                onChange={() => setAdjustment({ mode, text: startText(mode) })}
              />
              {t(`mode.${mode}`)}
            </label>
          ))}
        </fieldset>
        <InputField
          label={
            adjustment.mode === 'set'
              ? t('fields.stocked')
              : adjustment.mode === 'available'
                ? t('fields.available')
                : t('delta')
          }
          required
          inputMode="numeric"
          dir="ltr"
          value={adjustment.text}
          errors={errors.stock}
          onChange={(e) => setAdjustment({ ...adjustment, text: e.target.value })}
        />
        {adjustment.mode === 'available' && (
          <p className="text-sm text-gray-600">{t('availableHint', { n: level.reserved_quantity })}</p>
        )}
        {'value' in outcome && (
          <p className="text-sm text-gray-600">
            {t('adjustPreview', { from: level.stocked_quantity, to: outcome.value })}
          </p>
        )}
        <InputField
          label={t('fields.incoming')}
          inputMode="numeric"
          dir="ltr"
          value={incoming}
          errors={errors.incoming}
          onChange={(e) => setIncoming(e.target.value)}
        />
      </form>
    </Modal>
  )
}

/** Starts stocking the item at another location. */
export function AddLevelModal({
  itemId,
  locations,
  onClose,
}: {
  itemId: string
  /** Locations where the item has no level yet. */
  locations: StockLocation[]
  onClose: () => void
}) {
  const { t } = useTranslation('inventory')
  const formId = useId()
  const feedback = useMutationFeedback('inventory')
  const create = useAdminCreateLocationLevel(itemId)
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '')
  const [stocked, setStocked] = useState('0')
  const [errors, setErrors] = useState<{ location?: string; stocked?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const quantity = parseWhole(stocked)
    const next = {
      location: locationId ? undefined : t('errors.required'),
      stocked: quantity === null ? t('errors.wholeNumber') : undefined,
    }
    if (next.location || quantity === null) return setErrors(next)
    create.mutate(
      { location_id: locationId, stocked_quantity: quantity },
      {
        onSuccess: () => {
          feedback.success(t('levelAdded'))
          onClose()
        },
        onError: feedback.failure,
      },
    )
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('addLevelTitle')}
      footer={<FormFooter formId={formId} busy={create.isPending} />}
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <SelectInput
          label={t('fields.location')}
          required
          value={locationId}
          placeholder={t('choose')}
          options={locations.map((l) => ({ value: l.id, label: l.name }))}
          errors={errors.location}
          onChange={setLocationId}
        />
        <InputField
          label={t('fields.stocked')}
          required
          inputMode="numeric"
          dir="ltr"
          value={stocked}
          errors={errors.stocked}
          onChange={(e) => setStocked(e.target.value)}
        />
      </form>
    </Modal>
  )
}
