import { giftCardCreateBody } from '@mercato/domain'
import { useAdminCreateGiftCard, useAdminRegions } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutationFeedback } from '../../components/ui/feedback'
import { moneyMessageValues, moneyTextToMinor } from '../../components/ui/form/money-text'
import { MoneyTextInput } from '../../components/ui/form/money-text-input'
import { FormModal } from '../../components/ui/form-modal'
import { InputField } from '../../components/ui/input-field'
import { formatMoney } from '../../lib/format'
import { AmountMeaningChoice, newCardHint } from './gift-card-amount-meaning'
import { type AmountMeaning, issuedValue, validateNewGiftCard } from './gift-card-form'
import { RecipientFields } from './gift-card-recipient-fields'
import { type RecipientDraft, recipientFromDraft } from './gift-card-recipient'
import { giftCardPath } from './urls'
import { useEmailSends } from '../../lib/email-delivery'

/** Issues a custom gift card (not bought in the store): value, region, optional expiry, note and recipient. */
export function CreateGiftCardModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('gift-cards')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('gift-cards')
  const sends = useEmailSends()
  const create = useAdminCreateGiftCard()
  const { regions = [] } = useAdminRegions({ limit: 100 })
  const regionId = useId()
  const noteId = useId()
  const [region, setRegion] = useState('')
  // The value as typed (major units): read in the chosen region's currency on save, whichever came first.
  const [value, setValue] = useState('')
  const [endsAt, setEndsAt] = useState('')
  const [note, setNote] = useState('')
  // In a region that taxes gift cards, staff most often know what the card should buy.
  const [meaning, setMeaning] = useState<AmountMeaning>('cover')
  const [recipientDraft, setRecipientDraft] = useState<RecipientDraft>({
    email: '',
    message: '',
    locale: i18n.resolvedLanguage ?? 'en',
  })
  const [errors, setErrors] = useState<{ region?: string; value?: string; recipient?: string }>({})
  const chosen = regions.find((r) => r.id === region)
  const currency = chosen?.currency_code
  // Medusa's rule: a card carries its region's rate when the region taxes gift cards.
  const taxRate = chosen?.gift_cards_taxable && chosen.tax_rate > 0 ? chosen.tax_rate : null
  const typed = currency ? moneyTextToMinor(value, currency) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { recipient, error: recipientError } = recipientFromDraft(recipientDraft)
    const found = {
      ...validateNewGiftCard(region, value, currency, taxRate, meaning),
      ...(recipientError ? { recipient: recipientError } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length || !currency) return
    const metadata = { ...(note.trim() ? { note: note.trim() } : {}), ...(recipient ? { recipient } : {}) }
    const payload = giftCardCreateBody.parse({
      region_id: region,
      value: issuedValue(moneyTextToMinor(value, currency) ?? 0, taxRate, meaning).value,
      ...(endsAt ? { ends_at: new Date(endsAt).toISOString() } : {}),
      ...(Object.keys(metadata).length ? { metadata } : {}),
    })
    create.mutate(
      {
        ...payload,
        value: payload.value,
        ends_at: payload.ends_at ?? undefined,
        metadata: payload.metadata ?? undefined,
      },
      {
        onSuccess: ({ gift_card }) => {
          feedback.success(
            t(recipient ? (sends ? 'createdAndSent' : 'createdAndStored') : 'created', {
              email: recipient?.email,
            }),
          )
          navigate(giftCardPath(gift_card.id))
        },
        onError: feedback.failure,
      },
    )
  }

  return (
    <FormModal
      title={t('createTitle')}
      description={t('createDescription')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.create') }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={regionId} className="text-sm font-medium text-gray-700">
          {t('fields.region')}
          <span className="ms-0.5 text-rose-500">*</span>
        </label>
        <select
          id={regionId}
          value={region}
          onChange={(e) => {
            setRegion(e.target.value)
            // A message naming the old currency no longer holds.
            setErrors(({ value: _, ...rest }) => rest)
          }}
          aria-invalid={!!errors.region || undefined}
          className={`h-10 rounded-lg border bg-gray-50 px-2 text-sm ${errors.region ? 'border-rose-500' : 'border-gray-300'}`}
        >
          <option value="">{t('fields.chooseRegion')}</option>
          {regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} ({r.currency_code.toUpperCase()})
            </option>
          ))}
        </select>
        {errors.region && <p className="text-xs text-rose-600">{t(errors.region)}</p>}
      </div>
      <MoneyTextInput
        label={t('fields.value')}
        required
        currencyCode={currency}
        hint={t('fields.valueNeedsRegion')}
        value={value}
        errors={errors.value && t(errors.value, moneyMessageValues(currency))}
        onChange={setValue}
      />
      {chosen && taxRate && currency && (
        <AmountMeaningChoice
          hint={newCardHint(t, chosen.name, {
            rate: taxRate,
            typed,
            meaning,
            money: (minor) => formatMoney(minor, currency, i18n.resolvedLanguage ?? 'en'),
          })}
          meaning={meaning}
          onMeaning={(next) => {
            setMeaning(next)
            setErrors(({ value: _, ...rest }) => rest)
          }}
        />
      )}
      <InputField
        label={t('fields.expiry')}
        type="datetime-local"
        value={endsAt}
        onChange={(e) => setEndsAt(e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium text-gray-700">
          {t('fields.note')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="rounded-lg border border-gray-300 bg-gray-50 p-2 text-sm"
        />
      </div>
      <RecipientFields
        draft={recipientDraft}
        error={errors.recipient && t(errors.recipient)}
        onChange={(change) => setRecipientDraft((d) => ({ ...d, ...change }))}
      />
    </FormModal>
  )
}
