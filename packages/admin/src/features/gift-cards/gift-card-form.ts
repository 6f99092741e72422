import {
  type MoneyTextProblem,
  moneyTextProblem,
  moneyTextToMinor,
} from '../../components/ui/form/money-text'
import { taxedCover, valueForCover } from './gift-card-status'

/** Translation keys (gift-cards namespace) for an amount's problem; `notAmount` is the field's own. */
export function moneyErrorKey(problem: MoneyTextProblem, notAmount: string): string {
  if (problem === 'wholeAmount') return 'errors.wholeAmount'
  if (problem === 'tooManyDecimals') return 'errors.tooManyDecimals'
  return notAmount
}

/**
 * Problems of a new card before it is sent, as translation keys. The value is typed text in major units,
 * read in the chosen region's currency whichever was chosen first; without a region only the number is checked.
 * An amount the card should buy can be too small for any value to buy it (a cent at a 100 % rate).
 */
export function validateNewGiftCard(
  regionId: string,
  valueText: string,
  currency: string | undefined,
  taxRate: number | null = null,
  meaning: AmountMeaning = 'value',
): { region?: string; value?: string } {
  const problem = moneyTextProblem(valueText, currency)
  const typed = currency && !problem ? moneyTextToMinor(valueText, currency) : null
  const tooSmall = typed !== null && issuedValue(typed, taxRate, meaning).value <= 0
  return {
    ...(regionId && currency ? {} : { region: 'errors.region' }),
    ...(problem ? { value: moneyErrorKey(problem, 'errors.value') } : {}),
    ...(tooSmall ? { value: 'errors.coverTooSmall' } : {}),
  }
}

/**
 * The translation key when a typed balance is not between zero and `max` (minor units), or null: the
 * card's value, or what that value buys when the balance is typed as what it buys.
 * `errors.balanceRange` names the range, as the server's refusal does not.
 */
export function balanceError(text: string, currency: string, max: number): string | null {
  const problem = moneyTextProblem(text, currency, { allowZero: true })
  if (problem) return moneyErrorKey(problem, 'errors.balanceRange')
  const minor = moneyTextToMinor(text, currency)
  return minor == null || minor > max ? 'errors.balanceRange' : null
}

/** What an amount typed for a taxed card means: what the card buys (tax included), or its value before tax. */
export type AmountMeaning = 'cover' | 'value'

/**
 * The value (before tax) a card is issued with for `typed` (minor units), and what it buys. Without a
 * rate the two are the same, whatever the meaning.
 */
export function issuedValue(typed: number, taxRate: number | null, meaning: AmountMeaning) {
  if (taxRate && meaning === 'cover') return valueForCover(typed, taxRate)
  return { value: typed, cover: taxedCover(typed, taxRate) }
}
