import type { Currency } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useReadOnly } from '../../../components/ui/read-only'
import { useCurrencyIncludesTax } from '../store/currency-tax'

/**
 * Prices entered per currency follow the currency's own "includes tax", not the region's: when the two
 * disagree, a region "with tax included" still adds tax on top of those prices (or the reverse). Says so,
 * with a one-click fix that sets the currency like the region.
 */
export function CurrencyTaxNotice({
  currency,
  regionIncludesTax,
}: {
  currency: Currency | undefined
  regionIncludesTax: boolean
}) {
  const { t } = useTranslation('settings')
  const readOnly = useReadOnly()
  const { set, isPending } = useCurrencyIncludesTax(currency?.code ?? '')
  if (!currency || Boolean(currency.includes_tax) === regionIncludesTax) return null
  const code = currency.code.toUpperCase()
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t(regionIncludesTax ? 'regions.currencyExcludesTax' : 'regions.currencyIncludesTax', { code })}</p>
      {!readOnly && (
        <div>
          <Button variant="secondary" size="small" loading={isPending} onClick={() => set(regionIncludesTax)}>
            {t(regionIncludesTax ? 'regions.alsoIncludeTax' : 'regions.alsoExcludeTax', { code })}
          </Button>
        </div>
      )}
    </div>
  )
}
