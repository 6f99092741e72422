import type { Store } from '@mercato/client'
import { useAdminAddStoreCurrency, useAdminCurrencies, useAdminDeleteStoreCurrency } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { Section } from '../../../components/ui/section'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { currencyName } from '../../../lib/format'
import { CurrencyTaxSwitch } from './currency-tax-switch'

/**
 * The currencies the store sells in: add from every known currency, remove any but the default, and say
 * whether the prices entered in each already include tax.
 */
export function StoreCurrencies({ store }: { store: Store }) {
  const { t, i18n } = useTranslation('settings')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('settings')
  const pickerId = useId()
  const [choice, setChoice] = useState('')
  const { currencies: all = [] } = useAdminCurrencies({ limit: 1000 })
  const add = useAdminAddStoreCurrency()
  const remove = useAdminDeleteStoreCurrency()
  const owned = store.currencies ?? []
  const addable = all.filter((c) => !owned.some((o) => o.code === c.code))
  const onAdd = () =>
    choice &&
    add.mutate(choice, {
      onSuccess: () => {
        feedback.success(t('store.currencyAdded', { code: choice.toUpperCase() }))
        setChoice('')
      },
      onError: feedback.failure,
    })
  const onRemove = async (code: string) => {
    const ok = await confirm({
      title: t('store.removeCurrencyTitle', { code: code.toUpperCase() }),
      confirmLabel: t('actions.remove'),
      destructive: true,
    })
    if (ok)
      remove.mutate(code, {
        onSuccess: () => feedback.success(t('store.currencyRemoved', { code: code.toUpperCase() })),
        onError: feedback.failure,
      })
  }
  return (
    <Section title={t('store.currencies')}>
      <p className="mb-2 text-xs text-gray-500">{t('store.includesTaxHint')}</p>
      <ul className="divide-y divide-gray-100">
        {owned.map((c) => (
          <li key={c.code} className="flex items-center justify-between gap-3 py-2">
            <span className="text-sm text-gray-900">
              <span className="font-medium">{c.code.toUpperCase()}</span>{' '}
              {currencyName(c.code, locale, c.name)}
              {c.code === store.default_currency_code && (
                <span className="ms-2 rounded-full bg-violet-100 px-2 py-0.5 text-xs text-violet-800">
                  {t('store.default')}
                </span>
              )}
            </span>
            <span className="ms-auto">
              <CurrencyTaxSwitch code={c.code} checked={Boolean(c.includes_tax)} />
            </span>
            {c.code !== store.default_currency_code && (
              <Button
                variant="ghost"
                size="small"
                aria-label={t('store.removeCurrency', { code: c.code.toUpperCase() })}
                onClick={() => onRemove(c.code)}
              >
                {t('actions.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={pickerId} className="text-sm font-medium text-gray-700">
            {t('store.addCurrency')}
          </label>
          <select
            id={pickerId}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
          >
            <option value="">{t('fields.choose')}</option>
            {addable.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code.toUpperCase()} — {currencyName(c.code, locale, c.name)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={onAdd} disabled={!choice} loading={add.isPending}>
          {t('actions.add')}
        </Button>
      </div>
    </Section>
  )
}
