import { useAdminStore } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { notify } from '../../../components/ui/notify'
import { paymentLink } from '../../draft-orders/detail/payment-section'
import { copyText } from '../../settings/api-keys/copy'

/**
 * Where the customer confirms a swap: the store's swap link template with the swap's cart id (as in
 * Medusa), else the swap page of the storefront this server serves beside the dashboard, so a store
 * that never set a template still has a working link.
 */
export const swapPaymentLink = (template: string | null | undefined, cartId: string, origin: string) =>
  paymentLink(template, cartId) ?? `${origin}/swap/${encodeURIComponent(cartId)}`

/** "Copy payment link" for a swap awaiting the customer, and where the link leads when no template is set. */
export function SwapPaymentLink({ cartId }: { cartId: string }) {
  const { t } = useTranslation('order-changes')
  const { store } = useAdminStore()
  const link = swapPaymentLink(store?.swap_link_template, cartId, window.location.origin)
  const copy = () =>
    copyText(link).then(
      () => notify.success(t('swaps.linkCopied')),
      // The link itself, so it can still be copied by hand.
      () => notify.error(t('swaps.linkNotCopied'), link),
    )
  return (
    <div className="mt-2 flex flex-col items-start gap-1">
      <Button size="small" variant="secondary" disabled={!store} onClick={() => void copy()}>
        {t('swaps.copyLink')}
      </Button>
      {store && !store.swap_link_template && (
        <p className="text-xs text-gray-500">
          {t('swaps.storefrontLink')}{' '}
          <Link to="/a/settings/details" className="text-violet-700 hover:underline">
            {t('swaps.setTemplate')}
          </Link>
        </p>
      )}
    </div>
  )
}
