import type { TFunction } from 'i18next'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type AmountMeaning, issuedValue } from './gift-card-form'

/**
 * For a card taxed at checkout (Medusa v1's taxable gift cards pay the tax on what they pay too): whether
 * the amount typed is what the card buys or the amount before tax (the card's value, or its balance when
 * `of` is 'balance'), with `hint` saying both figures.
 */
export function AmountMeaningChoice({
  hint,
  meaning,
  onMeaning,
  of = 'value',
}: {
  hint: string
  meaning: AmountMeaning
  onMeaning: (meaning: AmountMeaning) => void
  of?: 'value' | 'balance'
}) {
  const { t } = useTranslation('gift-cards')
  const name = useId()
  return (
    <>
      <p className="-mt-2 text-xs text-gray-500">{hint}</p>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-gray-700">{t('taxCover.meaning')}</legend>
        {(['cover', 'value'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="radio"
              name={name}
              className="accent-violet-600"
              checked={meaning === option}
              onChange={() => onMeaning(option)}
            />
            {t(option === 'cover' ? 'taxCover.means.cover' : `taxCover.means.${of}`)}
          </label>
        ))}
      </fieldset>
    </>
  )
}

interface HintInput {
  rate: number
  /** The typed amount in minor units, or null while it is not an amount. */
  typed: number | null
  meaning: AmountMeaning
  money: (minor: number) => string
}

/** The hint of a new card's value: the region's tax, the value before tax and what it buys. */
export function newCardHint(
  t: TFunction<'gift-cards'>,
  region: string,
  { rate, typed, meaning, money }: HintInput,
) {
  if (typed === null || typed < 0) return t('taxCover.new', { region, rate })
  const issued = issuedValue(typed, rate, meaning)
  const figures = { region, rate, value: money(issued.value), gross: money(issued.cover) }
  if (meaning === 'value') return t('taxCover.newAmount', figures)
  if (issued.cover === typed) return t('taxCover.newCover', figures)
  return t('taxCover.newCoverInexact', { ...figures, typed: money(typed) })
}

/** The hint of a card's new balance: the balance before tax and what it buys. */
export function balanceHint(t: TFunction<'gift-cards'>, { rate, typed, meaning, money }: HintInput) {
  if (typed === null || typed < 0) return ''
  const issued = issuedValue(typed, rate, meaning)
  const figures = { rate, value: money(issued.value), gross: money(issued.cover) }
  if (meaning === 'value') return t('taxCover.balance', figures)
  if (issued.cover === typed) return t('taxCover.balanceCover', figures)
  return t('taxCover.balanceCoverInexact', { ...figures, typed: money(typed) })
}
