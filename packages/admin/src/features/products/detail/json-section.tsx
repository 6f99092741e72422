import type { PricedProduct } from '@mercato/client'
import { useTranslation } from 'react-i18next'

/** The product as the API returns it, collapsed until asked for. */
export function JsonSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  return (
    <details className="rounded-xl border border-gray-200 bg-white p-5">
      <summary className="cursor-pointer text-base font-semibold text-gray-900">{t('json.title')}</summary>
      <pre
        dir="ltr"
        className="mt-4 max-h-[32rem] overflow-auto rounded-lg bg-gray-900 p-4 text-start text-xs text-gray-100"
      >
        {JSON.stringify(product, null, 2)}
      </pre>
    </details>
  )
}
