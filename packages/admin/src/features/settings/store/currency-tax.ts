import { adminStoreKeys, useAdminUpdateCurrency } from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../../components/ui/feedback'

/**
 * Sets whether prices entered in a currency already include tax (the currency's `includes_tax`), with a
 * toast. The store embeds its currencies, so it is read again too: the region form and the product
 * wizard show the setting from there.
 */
export function useCurrencyIncludesTax(code: string) {
  const { t } = useTranslation('settings')
  const feedback = useMutationFeedback('settings')
  const queryClient = useQueryClient()
  const update = useAdminUpdateCurrency(code)
  const currency = code.toUpperCase()
  const set = (includesTax: boolean) =>
    update.mutate(
      { includes_tax: includesTax },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: adminStoreKeys.all })
          feedback.success(
            t(includesTax ? 'store.includesTaxOn' : 'store.includesTaxOff', { code: currency }),
          )
        },
        onError: feedback.failure,
      },
    )
  return { set, isPending: update.isPending }
}
