import type { Cart, PricedVariant } from '@mercato/client'
import { useAdminDraftOrderAddLineItem } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Modal } from '../../../components/ui/modal'
import { type CustomItem, CustomItemForm, VariantSearch, variantLabel } from '../variant-search'

/** Adds a catalogue variant (priced by the region) or a custom item to an open draft. */
export function AddItemModal({
  draftId,
  cart,
  onClose,
}: {
  draftId: string
  cart: Cart
  onClose: () => void
}) {
  const { t } = useTranslation('draft-orders')
  const feedback = useMutationFeedback('draft-orders')
  const add = useAdminDraftOrderAddLineItem(draftId)
  const currency = cart.region?.currency_code ?? 'usd'
  // Rejects when refused, so the custom item form keeps what was typed.
  const run = (payload: Parameters<typeof add.mutateAsync>[0], title: string) =>
    feedback.track(add.mutateAsync(payload), t('toast.itemAdded', { title })).then(onClose)

  return (
    <Modal
      guardChanges={false}
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('items.addTitle')}
      footer={
        <Button variant="secondary" className="ms-auto" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <VariantSearch
          regionId={cart.region_id}
          currency={currency}
          busy={add.isPending}
          onPick={(v: PricedVariant) =>
            void run({ variant_id: v.id, quantity: 1 }, variantLabel(v)).catch(() => undefined)
          }
        />
        <CustomItemForm
          currency={currency}
          busy={add.isPending}
          onAdd={(item: CustomItem) => run(item, item.title)}
        />
      </div>
    </Modal>
  )
}
