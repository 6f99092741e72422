import type { Cart, LineItem } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import { useCart } from '@mercato/react'
import { useEffect, useRef, useState } from 'react'
import { variantLabel } from '../components/line-title'
import { Link } from '../components/link'
import { Money } from '../components/price'
import { ProductImage } from '../components/product-image'
import { PagePlaceholder } from '../components/page-placeholder'
import { CartTotals } from '../components/summary'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { useShop } from '../shop'
import { shortOf, stockLimited, useCartStock } from '../stock'
import { usePageTitle } from './title'

/** The most of a line's variant that can be ordered (what is left, unless backorders are allowed). */
function maxFor(item: LineItem, available: number | undefined): number {
  if (!stockLimited(item)) return 99
  return Math.max(item.quantity, available ?? item.variant?.inventory_quantity ?? 0)
}

/**
 * Discount codes the cart lost while on this page: the server drops a code when a change takes the cart
 * below its minimum requirement, and the shopper is told rather than left to find a higher total.
 */
function useDroppedCodes(cart: Cart | undefined | null): string[] {
  const seen = useRef<{ id: string; codes: string[] } | null>(null)
  const [dropped, setDropped] = useState<string[]>([])
  useEffect(() => {
    if (!cart) return
    const codes = (cart.discounts ?? []).map((d) => d.code)
    const before = seen.current
    if (before?.id === cart.id) {
      const gone = before.codes.filter((code) => !codes.includes(code))
      if (gone.length) setDropped(gone)
      else if (codes.some((code) => !before.codes.includes(code))) setDropped([])
    }
    seen.current = { id: cart.id, codes }
  }, [cart])
  return dropped
}

export default function CartPage() {
  const { cart } = useCart()
  const { cartRestored } = useShop()
  const { t } = useI18n()
  const dropped = useDroppedCodes(cart)
  const availableOf = useCartStock(cart)
  usePageTitle(t('common.pageTitle.cart'))
  if (!cart && !cartRestored) return <PagePlaceholder />
  if (!cart || cart.items.length === 0) {
    return (
      <section className="py-12 text-center">
        <h1 className="text-2xl font-bold">{t('cart.empty')}</h1>
        <Link to="/" className="mt-4 inline-block underline">
          {t('cart.continueShopping')}
        </Link>
      </section>
    )
  }
  const currency = cart.region?.currency_code
  return (
    <div className="grid gap-8 md:grid-cols-[1fr_20rem]">
      <section aria-labelledby="cart-heading" className="min-w-0">
        <h1 id="cart-heading" className="mb-4 text-2xl font-bold">
          {t('common.pageTitle.cart')}
        </h1>
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {[...cart.items]
            .sort((a, b) => a.created_at.localeCompare(b.created_at))
            .map((item) => (
              <CartLine key={item.id} item={item} currency={currency} available={availableOf(item)} />
            ))}
        </ul>
      </section>
      <aside
        aria-labelledby="summary-heading"
        className="h-fit rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="summary-heading" className="mb-2 font-semibold">
          {t('cart.summary')}
        </h2>
        {dropped.map((code) => (
          <p key={code} role="status" className="mb-2 rounded bg-amber-50 p-2 text-sm text-amber-900">
            {t('cart.codeDropped', { code })}
          </p>
        ))}
        <CartTotals cart={cart} />
        <Link
          to="/checkout"
          className="mt-4 block rounded bg-stone-900 px-4 py-2.5 text-center font-medium text-white"
        >
          {t('cart.goToCheckout')}
        </Link>
      </aside>
    </div>
  )
}

function CartLine({
  item,
  currency,
  available,
}: {
  item: LineItem
  currency?: string
  available: number | undefined
}) {
  const { setQuantity, removeItem } = useShop()
  const { t } = useI18n()
  const [error, setError] = useState<string | null>(null)
  const max = maxFor(item, available)
  const short = shortOf(item, available)
  const run = (action: Promise<void>) => {
    setError(null)
    action.catch((e) => setError(errorText(t, e)))
  }
  const inputId = `qty-${item.id}`
  return (
    <li className="flex gap-3 p-4 sm:gap-4">
      <ProductImage
        src={item.thumbnail ?? undefined}
        alt=""
        label={item.title.slice(0, 1)}
        width={64}
        height={80}
        className="h-20 w-16 shrink-0 rounded object-cover"
      />
      <div className="min-w-0 flex-1">
        <h2 className="font-medium">
          <bdi>{item.title}</bdi>
        </h2>
        {variantLabel(item) && (
          <p className="text-sm text-stone-600">
            <bdi>{variantLabel(item)}</bdi>
          </p>
        )}
        {currency && (
          <p className="text-sm text-stone-600">
            {t('cart.unitPrice', { price: formatMoney(item.unit_price, currency) })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <label htmlFor={inputId} className="text-sm">
            <span aria-hidden="true">{t('cart.qty')}</span>
            <span className="sr-only">{t('cart.quantityFor', { title: item.title })}</span>
          </label>
          <select
            id={inputId}
            value={item.quantity}
            onChange={(e) => run(setQuantity(item.id, Number(e.target.value)))}
            className="rounded border border-stone-300 bg-white px-2 py-1"
          >
            {Array.from({ length: Math.min(max, 99) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => run(removeItem(item.id))}
            aria-label={t('cart.removeItem', { title: item.title })}
            className="text-sm underline"
          >
            {t('cart.remove')}
          </button>
        </div>
        {short !== null && (
          <p className="mt-1 text-sm text-red-700">
            {short === 0 ? t('cart.soldOut') : t('cart.onlyLeft', { count: short })}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <p className="font-medium">
        <Money amount={item.unit_price * item.quantity} currency={currency} />
      </p>
    </li>
  )
}
