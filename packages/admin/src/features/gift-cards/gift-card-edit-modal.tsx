import type { GiftCard } from '@mercato/client'
import { giftCardUpdateBody } from '@mercato/domain'
import { useAdminUpdateGiftCard } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../components/ui/feedback'
import { MoneyInput } from '../../components/ui/form'
import { FormModal } from '../../components/ui/form-modal'
import { InputField } from '../../components/ui/input-field'
import { toLocalInput } from '../discounts/discount-form'
import { giftCardNote } from './gift-card-status'

/** Changes a card's balance, expiry and note; the value it was issued with stays as it was. */
export function EditGiftCardModal({ card, onClose }: { card: GiftCard; onClose: () => void }) {
  const { t } = useTranslation('gift-cards')
  const feedback = useMutationFeedback('gift-cards')
  const update = useAdminUpdateGiftCard(card.id)
  const [balance, setBalance] = useState<number | null>(card.balance)
  const [endsAt, setEndsAt] = useState(toLocalInput(card.ends_at))
  const [note, setNote] = useState(giftCardNote(card))
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (balance == null || Number.isNaN(balance) || balance < 0 || balance > card.value)
      return setError(t('errors.balance'))
    setError(undefined)
    const payload = giftCardUpdateBody.parse({
      balance,
      ends_at: endsAt ? new Date(endsAt).toISOString() : null,
      metadata: { note: note.trim() },
    })
    update.mutate(
      { balance: payload.balance, ends_at: payload.ends_at ?? null, metadata: payload.metadata ?? undefined },
      {
        onSuccess: () => {
          feedback.success(t('saved'))
          onClose()
        },
        onError: feedback.failure,
      },
    )
  }
  return (
    <FormModal
      title={t('editTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <MoneyInput
        label={t('fields.balance')}
        required
        currencyCode={card.region?.currency_code ?? 'usd'}
        value={balance}
        errors={error}
        onChange={setBalance}
      />
      <InputField
        label={t('fields.expiry')}
        type="datetime-local"
        value={endsAt}
        onChange={(e) => setEndsAt(e.target.value)}
      />
      <InputField label={t('fields.note')} value={note} onChange={(e) => setNote(e.target.value)} />
    </FormModal>
  )
}
