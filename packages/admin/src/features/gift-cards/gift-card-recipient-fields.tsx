import { GIFT_CARD_MESSAGE_MAX } from '@mercato/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../components/ui/input-field'
import { LanguageSelect } from '../../components/ui/language-select'
import type { RecipientDraft } from './gift-card-recipient'

/** Whom to e-mail a new card to: an address, the e-mail's language and a message (all optional). */
export function RecipientFields({
  draft,
  error,
  onChange,
}: {
  draft: RecipientDraft
  error?: string | undefined
  onChange: (change: Partial<RecipientDraft>) => void
}) {
  const { t } = useTranslation('gift-cards')
  const messageId = useId()
  const sending = draft.email.trim() !== ''
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-700">{t('recipient.title')}</legend>
      <p className="text-xs text-gray-500">{t('recipient.hint')}</p>
      <InputField
        label={t('recipient.email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        value={draft.email}
        errors={error}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <LanguageSelect
        label={t('recipient.language')}
        value={draft.locale}
        disabled={!sending}
        onChange={(locale) => onChange({ locale })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={messageId} className="text-sm font-medium text-gray-700">
          {t('recipient.message')}
        </label>
        <textarea
          id={messageId}
          rows={3}
          dir="auto"
          maxLength={GIFT_CARD_MESSAGE_MAX}
          disabled={!sending}
          value={draft.message}
          onChange={(e) => onChange({ message: e.target.value })}
          className="rounded-lg border border-gray-300 bg-gray-50 p-2 text-sm disabled:opacity-50"
        />
      </div>
    </fieldset>
  )
}
