import type { ProductVariant, StockLocation } from '@mercato/client'
import {
  adminInventoryItemsKeys,
  adminVariantKeys,
  useInvalidatingMutation,
  useMercato,
} from '@mercato/react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Modal, ModalClose } from '../../../components/ui/modal'
import { SelectInput } from '../../pricing/plain-fields'
import { countProblem } from './variant-schema'

interface StockInput {
  locationId: string
  quantity: number
}

/**
 * Starts tracking a variant's stock at a location: creates its inventory item when it has none yet
 * (a variant made in the product wizard only has a plain count), then the stock level there.
 * Checkouts then reserve from the locations of the cart's sales channel.
 */
export function StockAtLocationModal({
  variant,
  itemId,
  locations,
  onClose,
}: {
  variant: ProductVariant
  /** The variant's inventory item, when it already has one. */
  itemId: string | undefined
  locations: StockLocation[]
  onClose: () => void
}) {
  const { t } = useTranslation('product-detail')
  const { client } = useMercato()
  const formId = useId()
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '')
  const [quantity, setQuantity] = useState(String(variant.inventory_quantity ?? 0))
  const [errors, setErrors] = useState<{ location?: string; quantity?: string }>({})
  // Kept so a retry after a refused level does not create a second item for the variant.
  const createdItemId = useRef<string | undefined>(undefined)
  const stock = useInvalidatingMutation(
    async ({ locationId, quantity }: StockInput) => {
      const id =
        itemId ??
        createdItemId.current ??
        (await client.admin.inventoryItems.create({ variant_id: variant.id, sku: variant.sku ?? undefined }))
          .inventory_item.id
      createdItemId.current = id
      return client.admin.inventoryItems.createLocationLevel(id, {
        location_id: locationId,
        stocked_quantity: quantity,
      })
    },
    [adminVariantKeys.all, adminInventoryItemsKeys.all],
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const whole = /^\d+$/.test(quantity.trim()) ? Number(quantity) : null
    const next = {
      location: locationId ? undefined : t('errors.required'),
      quantity: whole === null ? t(countProblem(quantity.trim()) ?? 'errors.whole_number') : undefined,
    }
    setErrors(next)
    if (next.location || whole === null) return
    stock.mutate(
      { locationId, quantity: whole },
      {
        onSuccess: () => {
          feedback.success(t('toast.stock_added'))
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
      title={t('stock.title', { title: variant.title })}
      description={t('stock.description')}
      footer={
        <div className="ms-auto flex gap-2">
          <ModalClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </ModalClose>
          <Button type="submit" form={formId} loading={stock.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <SelectInput
          label={t('stock.location')}
          required
          value={locationId}
          options={locations.map((l) => ({ value: l.id, label: l.name }))}
          errors={errors.location}
          onChange={setLocationId}
        />
        <InputField
          label={t('stock.quantity')}
          required
          inputMode="numeric"
          dir="ltr"
          value={quantity}
          errors={errors.quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </form>
    </Modal>
  )
}
