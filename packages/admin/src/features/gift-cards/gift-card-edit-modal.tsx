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
import { AmountMeaningChoice, balanceHint } from './gift-card-amount-meaning'
import { type AmountMeaning, balanceError, issuedValue } from './gift-card-form'
import { giftCardNote, taxedCover, valueForCover } from './gift-card-status'

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
  // The card's own rate: a taxed card pays its balance and the tax on it at checkout.
  const rate = card.tax_rate && card.tax_rate > 0 ? card.tax_rate : null
  // The field starts with the balance as the card keeps it, before tax.
  const [meaning, setMeaning] = useState<AmountMeaning>('value')
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const typed = moneyTextToMinor(balance, currency)
  // Switching what the amount means keeps the balance and shows it the other way.
  const switchMeaning = (next: AmountMeaning) => {
    if (typed !== null && typed >= 0) {
      const converted = next === 'cover' ? taxedCover(typed, rate) : valueForCover(typed, rate).value
      setBalance(formatMinorForInput(converted, currency))
    }
    setMeaning(next)
    setError(undefined)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // What the card's whole value buys is the most it can be set to buy.
    const max = meaning === 'cover' ? taxedCover(card.value, rate) : card.value
    const problem = balanceError(balance, currency, max)
    if (problem)
      return setError(
        t(problem, {
          ...moneyMessageValues(currency),
          min: formatNumber(0, locale),
          max: money(max),
        }),
      )
    setError(undefined)
    const payload = giftCardUpdateBody.parse({
      balance: issuedValue(typed ?? 0, rate, meaning).value,
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
      {rate && (
        <AmountMeaningChoice
          hint={balanceHint(t, { rate, typed, meaning, money })}
          meaning={meaning}
          onMeaning={switchMeaning}
          of="balance"
        />
      )}
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
