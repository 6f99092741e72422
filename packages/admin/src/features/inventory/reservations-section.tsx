import type { ReservationItem, StockLocation } from '@mercato/client'
import {
  useAdminCreateReservation,
  useAdminDeleteReservation,
  useAdminReservations,
  useAdminUpdateReservation,
} from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { EmptyState } from '../../components/ui/empty-state'
import { useMutationFeedback } from '../../components/ui/feedback'
import { InputField } from '../../components/ui/input-field'
import { Modal, ModalClose } from '../../components/ui/modal'
import { Section } from '../../components/ui/section'
import { formatNumber } from '../../lib/format'
import { SelectInput } from '../pricing/plain-fields'
import { serverDescriptionKey } from './reservation-description'
import { parseWhole } from './stock'

interface ReservationFormProps {
  itemId: string
  /** Where the item is stocked: a reservation holds stock at one of them. */
  locations: StockLocation[]
  reservation?: ReservationItem
  onClose: () => void
}

/** Creates a reservation, or edits one's quantity and description. */
function ReservationModal({ itemId, locations, reservation, onClose }: ReservationFormProps) {
  const { t } = useTranslation('inventory')
  const formId = useId()
  const feedback = useMutationFeedback('inventory')
  const create = useAdminCreateReservation()
  const update = useAdminUpdateReservation(reservation?.id ?? '')
  const [locationId, setLocationId] = useState(reservation?.location_id ?? locations[0]?.id ?? '')
  const [quantity, setQuantity] = useState(reservation ? String(reservation.quantity) : '1')
  const [description, setDescription] = useState(reservation?.description ?? '')
  const [errors, setErrors] = useState<{ location?: string; quantity?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const amount = parseWhole(quantity)
    const next = {
      location: locationId ? undefined : t('errors.required'),
      quantity: amount === null || amount < 1 ? t('errors.positive') : undefined,
    }
    if (next.location || next.quantity || amount === null) return setErrors(next)
    const done = {
      onSuccess: () => {
        feedback.success(reservation ? t('reservationSaved') : t('reservationCreated'))
        onClose()
      },
      onError: feedback.failure,
    }
    if (reservation) update.mutate({ quantity: amount, description, location_id: locationId }, done)
    else
      create.mutate(
        { inventory_item_id: itemId, location_id: locationId, quantity: amount, description },
        done,
      )
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={reservation ? t('editReservation') : t('newReservation')}
      footer={
        <div className="ms-auto flex gap-2">
          <ModalClose asChild>
            <Button variant="secondary">{t('cancel')}</Button>
          </ModalClose>
          <Button type="submit" form={formId} loading={create.isPending || update.isPending}>
            {t('save')}
          </Button>
        </div>
      }
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
          label={t('fields.quantity')}
          required
          inputMode="numeric"
          dir="ltr"
          value={quantity}
          errors={errors.quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <InputField
          label={t('fields.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </form>
    </Modal>
  )
}

function ReservationRow({
  reservation,
  locationName,
  onEdit,
}: {
  reservation: ReservationItem
  locationName: string
  onEdit: () => void
}) {
  const { t, i18n } = useTranslation('inventory')
  const feedback = useMutationFeedback('inventory')
  // Checkout writes its own description in English; show that one in the dashboard's language.
  const serverKey = reservation.description ? serverDescriptionKey(reservation.description) : undefined
  // Callbacks on the hook: the row unmounts once the list is refetched, before a mutate() callback would run.
  const remove = useAdminDeleteReservation(reservation.id, {
    onSuccess: () => feedback.success(t('reservationDeleted')),
    onError: feedback.failure,
  })
  const onDelete = async () => {
    const ok = await confirm({
      title: t('deleteReservationTitle'),
      description: t('deleteReservationDescription'),
      confirmLabel: t('delete'),
      destructive: true,
    })
    if (ok) remove.mutate()
  }
  return (
    <tr className="border-t border-gray-100 text-sm">
      <td className="px-3 py-2">{locationName}</td>
      <td className="px-3 py-2 text-end tabular-nums">
        {formatNumber(reservation.quantity, i18n.resolvedLanguage ?? 'en')}
      </td>
      <td className="px-3 py-2 text-gray-600">
        {serverKey
          ? t(serverKey)
          : reservation.description || (reservation.line_item_id ? t('fromOrder') : '—')}
      </td>
      <td className="px-3 py-2 text-end">
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="small" onClick={onEdit}>
            {t('edit')}
          </Button>
          <Button variant="secondary" size="small" onClick={onDelete} loading={remove.isPending}>
            {t('delete')}
          </Button>
        </div>
      </td>
    </tr>
  )
}

/** The item's reservations: stock held for orders or by hand at one location. */
export function ReservationsSection({ itemId, locations }: { itemId: string; locations: StockLocation[] }) {
  const { t } = useTranslation('inventory')
  const { reservations } = useAdminReservations({ inventory_item_id: [itemId], limit: 100 })
  const [editing, setEditing] = useState<ReservationItem | 'new' | null>(null)
  const nameOf = (id: string) => locations.find((l) => l.id === id)?.name ?? id
  const newButton = (
    <Button
      variant="secondary"
      size="small"
      disabled={locations.length === 0}
      onClick={() => setEditing('new')}
    >
      {t('newReservation')}
    </Button>
  )
  return (
    <Section title={t('reservations')} actions={newButton}>
      {!reservations?.length ? (
        <EmptyState title={t('noReservationsTitle')} description={t('noReservationsDescription')} />
      ) : (
        // On a phone the columns are wider than the card: the table scrolls in its own box, not the page
        // (positioned, so the hidden column headings scroll with it too).
        <div className="relative -mx-6 overflow-x-auto px-6">
          <table className="w-full" aria-label={t('reservations')}>
            <thead>
              <tr className="text-xs font-medium text-gray-500">
                <th className="px-3 py-2 text-start">{t('fields.location')}</th>
                <th className="px-3 py-2 text-end">{t('fields.quantity')}</th>
                <th className="px-3 py-2 text-start">{t('fields.description')}</th>
                <th className="px-3 py-2">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reservations.map((r) => (
                <ReservationRow
                  key={r.id}
                  reservation={r}
                  locationName={nameOf(r.location_id)}
                  onEdit={() => setEditing(r)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <ReservationModal
          itemId={itemId}
          locations={locations}
          reservation={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  )
}
