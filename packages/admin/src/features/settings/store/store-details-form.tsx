import type { Store } from '@mercato/client'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { Section } from '../../../components/ui/section'
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes'
import { type StoreFormValues, storeFormValues, storeUpdateBody } from './store-form'
import { useStoreSave } from './use-store-save'
import { currencyName } from '../../../lib/format'

/** Name, default currency and link templates, saved together. */
export function StoreDetailsForm({ store }: { store: Store }) {
  const { t, i18n } = useTranslation('settings')
  const locale = i18n.resolvedLanguage ?? 'en'
  const currencyId = useId()
  const { save, changes, busy } = useStoreSave()
  const [values, setValues] = useState(() => storeFormValues(store))
  const [errors, setErrors] = useState<Partial<Record<keyof StoreFormValues, string>>>({})
  const set = (key: keyof StoreFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }))
  const message = (key: keyof StoreFormValues) => (errors[key] ? t(errors[key]) : undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { body, errors: found } = storeUpdateBody(values, store)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    save(Object.keys(body).length ? body : null, t('store.saved'))
  }
  return (
    <Section title={t('store.details')}>
      <UnsavedChangesGuard edited={changes.edited} />
      <form onSubmit={submit} onInput={changes.onInput} className="flex flex-col gap-4" noValidate>
        <InputField
          label={t('store.name')}
          required
          value={values.name}
          errors={message('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={currencyId} className="text-sm font-medium text-gray-700">
            {t('store.defaultCurrency')}
          </label>
          <select
            id={currencyId}
            value={values.default_currency_code}
            onChange={(e) => set('default_currency_code', e.target.value)}
            className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
          >
            {(store.currencies ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.code.toUpperCase()} — {currencyName(c.code, locale, c.name)}
              </option>
            ))}
          </select>
        </div>
        {(['swap_link_template', 'payment_link_template', 'invite_link_template'] as const).map((key) => (
          <InputField
            key={key}
            type="url"
            dir="ltr"
            label={t(`store.${key}`)}
            value={values[key]}
            errors={message(key)}
            placeholder="https://"
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Section>
  )
}
