import { useCart } from '@mercato/react'
import { useEffect, useRef, useState } from 'react'
import { variantLabel } from '../components/line-title'
import { Link } from '../components/link'
import { Money } from '../components/price'
import { PagePlaceholder } from '../components/page-placeholder'
import { CartTotals } from '../components/summary'
import { useI18n } from '../i18n/context'
import { useShop } from '../shop'
import { usePageTitle } from './title'
import { AddressStep } from './checkout/address-step'
import { DeliveryStep } from './checkout/delivery-step'
import { DiscountForm } from './checkout/discount-form'
import { PaymentStep } from './checkout/payment-step'

export default function CheckoutPage() {
  const { cart } = useCart()
  const { cartRestored } = useShop()
  const { t } = useI18n()
  // Placing the order waits for address changes to be saved: the order takes the cart's address.
  const [addressUnsaved, setAddressUnsaved] = useState(false)
  usePageTitle(t('common.pageTitle.checkout'))
  const addressDone = !!cart?.email && !!cart.shipping_address?.address_1
  // Once the address is saved, the delivery step's heading takes the focus, so the next step is heard;
  // not when the page opens on a cart that had an address already.
  const hadAddress = useRef<boolean | null>(null)
  useEffect(() => {
    if (!cart) return
    if (hadAddress.current === false && addressDone) document.getElementById('delivery-heading')?.focus()
    hadAddress.current = addressDone
  }, [cart, addressDone])
  if (!cart && !cartRestored) return <PagePlaceholder />
  if (!cart || cart.items.length === 0) {
    return (
      <section className="py-12 text-center">
        <h1 className="text-2xl font-bold">{t('checkout.empty')}</h1>
        <Link to="/" className="mt-4 inline-block underline">
          {t('checkout.continueShopping')}
        </Link>
      </section>
    )
  }
  // Gift cards are sent by e-mail: a cart of gift cards alone has nothing to deliver, and the server
  // completes it without a shipping method (their lines belong to no shipping profile).
  const needsDelivery = cart.items.some((item) => !item.is_giftcard)
  const shippingDone = !needsDelivery || (cart.shipping_methods?.length ?? 0) > 0
  return (
    <div className="grid gap-8 md:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-8">
        <h1 className="text-2xl font-bold">{t('common.pageTitle.checkout')}</h1>
        <AddressStep cart={cart} onEdit={setAddressUnsaved} />
        {addressDone && needsDelivery && <DeliveryStep cart={cart} />}
        {addressDone && !needsDelivery && (
          <section aria-labelledby="delivery-heading">
            <h2 id="delivery-heading" tabIndex={-1} className="mb-3 text-lg font-semibold">
              {t('checkout.delivery.title')}
            </h2>
            <p>{t('checkout.delivery.byEmail')}</p>
          </section>
        )}
        {addressDone && shippingDone && <PaymentStep cart={cart} addressUnsaved={addressUnsaved} />}
      </div>
      <aside
        aria-labelledby="order-summary"
        className="order-first h-fit md:order-none space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="order-summary" className="font-semibold">
          {t('checkout.orderSummary')}
        </h2>
        <ul className="space-y-1 text-sm">
          {cart.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2">
              <span>
                {t('common.quantityTimes', { quantity: item.quantity, title: item.title })}
                {/* Lines of one product differ by variant only. */}
                {variantLabel(item) && (
                  <span className="block text-stone-600">
                    <bdi>{variantLabel(item)}</bdi>
                  </span>
                )}
              </span>
              <Money amount={item.unit_price * item.quantity} currency={cart.region?.currency_code} />
            </li>
          ))}
        </ul>
        <DiscountForm cart={cart} />
        <CartTotals cart={cart} />
      </aside>
    </div>
  )
}
