import { countryNames } from '@mercato/domain'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

// The printing rule is shared with the order e-mails, so an address reads the same in both.
export { addressLines, type PrintedAddress } from '@mercato/domain'

/** Country names in the dashboard's language ("us" → "United States"), the code where none is known. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  return useMemo(() => countryNames(language), [language])
}
