import { useOrder } from '@mercato/react'
import { joinList } from '@mercato/domain'
import { useParams } from 'react-router'
import { Link } from '../components/link'
import { AddressLines } from '../components/address'
import { GiftCardsByEmail, giftCardsOnly, withEmail } from '../components/gift-cards-by-email'
import { OrderItems } from '../components/order'
import { CartTotals } from '../components/summary'
import { useI18n } from '../i18n/context'
import AccountOffer from './account-offer'
import { usePageTitle } from './title'

export default function ConfirmationPage() {
  const { id = '' } = useParams()
  const { order, isLoading, error } = useOrder(id)
  const { t, locale } = useI18n()
  usePageTitle(t('common.pageTitle.orderConfirmed'))
  if (isLoading) return <p>{t('checkout.confirmation.loading')}</p>
  if (!order || error) return <p role="alert">{t('checkout.confirmation.notFound')}</p>
  // An order of gift cards alone has nothing to ship (checkout skips delivery for it): the cards go by e-mail.
  const giftCards = giftCardsOnly(order)
  const methods = (order.shipping_methods ?? [])
    .map((m) => m.shipping_option?.name)
    .filter((name): name is string => !!name)
  return (
    <section
      aria-labelledby="confirmation-heading"
      className="mx-auto max-w-xl rounded-lg border border-stone-200 bg-white p-6"
    >
      <h1 id="confirmation-heading" className="text-2xl font-bold">
        {t('checkout.confirmation.title')}
      </h1>
      <p className="mt-2">
        {withEmail(t, 'checkout.confirmation.orderNumber', order.email ?? '', { number: order.display_id })}
      </p>
      <OrderItems order={order} className="mt-4 mb-3 border-b border-stone-200 pb-3" />
      <CartTotals cart={order} />
      {giftCards > 0 ? (
        <p className="mt-6 border-t border-stone-200 pt-4">
          <GiftCardsByEmail order={order} count={giftCards} />
        </p>
      ) : (
        <div className="mt-6 grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2">
          <section aria-labelledby="confirmation-address">
            <h2 id="confirmation-address" className="font-semibold">
              {t('checkout.confirmation.shippingTo')}
            </h2>
            {order.shipping_address ? (
              <AddressLines address={order.shipping_address} className="mt-1" />
            ) : (
              <p className="mt-1 text-sm">{t('checkout.confirmation.noShippingAddress')}</p>
            )}
          </section>
          <section aria-labelledby="confirmation-delivery">
            <h2 id="confirmation-delivery" className="font-semibold">
              {t('checkout.confirmation.delivery')}
            </h2>
            <p className="mt-1 text-sm">
              {methods.length > 0
                ? joinList(methods, locale, 'plain')
                : t('checkout.confirmation.noDeliveryMethod')}
            </p>
          </section>
        </div>
      )}
      {/* A guest is offered an account, which then asks for this order by e-mail. */}
      <AccountOffer order={order} className="mt-6" />
      <Link to="/" className="mt-6 inline-block underline">
        {t('checkout.confirmation.continueShopping')}
      </Link>
    </section>
  )
}
