import type { GiftCard } from '@mercato/client'
import { giftCardUpdateBody } from '@mercato/domain'
import { useAdminUpdateGiftCard } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../components/ui/feedback'
import { formatMinorForInput } from '../../components/ui/form/money'
import { moneyMessageValues, moneyTextToMinor } from '../../components/ui/form/money-text'
import { MoneyTextInput } from '../../components/ui/form/money-text-input'
import { FormModal } from '../../components/ui/form-modal'
import { InputField } from '../../components/ui/input-field'
import { formatMoney, formatNumber } from '../../lib/format'
import { toLocalInput } from '../discounts/discount-form'
import { balanceError } from './gift-card-form'
import { giftCardNote } from './gift-card-status'

/** Changes a card's balance, expiry and note; the value it was issued with stays as it was. */
export function EditGiftCardModal({ card, onClose }: { card: GiftCard; onClose: () => void }) {
  const { t, i18n } = useTranslation('gift-cards')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('gift-cards')
  const update = useAdminUpdateGiftCard(card.id)
  const currency = card.region?.currency_code ?? 'usd'
  const [balance, setBalance] = useState(() => formatMinorForInput(card.balance, currency))
  const [endsAt, setEndsAt] = useState(toLocalInput(card.ends_at))
  const [note, setNote] = useState(giftCardNote(card))
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = balanceError(balance, currency, card.value)
    if (problem)
      return setError(
        t(problem, {
          ...moneyMessageValues(currency),
          min: formatNumber(0, locale),
          max: formatMoney(card.value, currency, locale),
        }),
      )
    setError(undefined)
    const payload = giftCardUpdateBody.parse({
      balance: moneyTextToMinor(balance, currency),
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
      <MoneyTextInput
        label={t('fields.balance')}
        required
        currencyCode={currency}
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
