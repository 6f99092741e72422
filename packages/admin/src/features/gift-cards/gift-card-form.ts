import {
  type MoneyTextProblem,
  moneyTextProblem,
  moneyTextToMinor,
} from '../../components/ui/form/money-text'

/** Translation keys (gift-cards namespace) for an amount's problem; `notAmount` is the field's own. */
export function moneyErrorKey(problem: MoneyTextProblem, notAmount: string): string {
  if (problem === 'wholeAmount') return 'errors.wholeAmount'
  if (problem === 'tooManyDecimals') return 'errors.tooManyDecimals'
  return notAmount
}

/**
 * Problems of a new card before it is sent, as translation keys. The value is typed text in major units,
 * read in the chosen region's currency whichever was chosen first; without a region only the number is checked.
 */
export function validateNewGiftCard(
  regionId: string,
  valueText: string,
  currency: string | undefined,
): { region?: string; value?: string } {
  const problem = moneyTextProblem(valueText, currency)
  return {
    ...(regionId && currency ? {} : { region: 'errors.region' }),
    ...(problem ? { value: moneyErrorKey(problem, 'errors.value') } : {}),
  }
}

/**
 * The translation key when a typed balance is not between zero and the card's value (minor units), or null.
 * `errors.balanceRange` names the range, as the server's refusal does not.
 */
export function balanceError(text: string, currency: string, cardValue: number): string | null {
  const problem = moneyTextProblem(text, currency, { allowZero: true })
  if (problem) return moneyErrorKey(problem, 'errors.balanceRange')
  const minor = moneyTextToMinor(text, currency)
  return minor == null || minor > cardValue ? 'errors.balanceRange' : null
}
