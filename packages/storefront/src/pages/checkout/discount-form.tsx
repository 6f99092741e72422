import { type Cart, ClientError } from '@mercato/client'
import { normalizeDiscountCode, joinList } from '@mercato/domain'
import { useCart, useMercato } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useI18n } from '../../i18n/context'
import { errorText } from '../../i18n/errors'
import { Alert, input } from './ui'

export function DiscountForm({ cart }: { cart: Cart }) {
  const { updateCart, setCart } = useCart()
  const { client } = useMercato()
  const { t, locale } = useI18n()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const giftCards = cart.gift_cards ?? []
  // A code whose conditions no item meets is applied but takes nothing off: say so, or the shopper
  // reads "applied" and wonders where the discount went.
  const takesOff = (d: NonNullable<Cart['discounts']>[number]) =>
    d.rule?.type === 'free_shipping' ||
    (cart.items ?? []).some((i) => i.adjustments?.some((a) => a.discount_id === d.id))
  // One field for both: the code is tried as a discount, then as a gift card.
  const apply = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    setNotice(null)
    const entered = code.trim()
    try {
      // The update names the whole set: the codes already on the cart stay, and the server keeps one
      // free-shipping code and one other (a second of the same kind replaces the first).
      const onCart = (cart.discounts ?? []).map((d) => d.code)
      const codes = [...onCart.filter((c) => c !== normalizeDiscountCode(entered)), entered]
      const next = await updateCart.mutateAsync({ discounts: codes.map((c) => ({ code: c })) })
      setCode('')
      // Say which code the new one pushed out, rather than let it vanish from the list unexplained.
      const replaced = onCart.filter((c) => !(next.discounts ?? []).some((d) => d.code === c))
      if (replaced.length)
        setNotice(
          t('checkout.discount.codeReplaced', {
            code: normalizeDiscountCode(entered),
            replaced: joinList(replaced, locale),
          }),
        )
    } catch (discountError) {
      try {
        await updateCart.mutateAsync({
          gift_cards: [...giftCards.map((g) => ({ code: g.code })), { code: entered }],
        })
        setCode('')
      } catch (giftCardError) {
        // A code that is a gift card but cannot be used here says why; any other says what the
        // discount said (a discount code is the likelier).
        const isGiftCard = !(giftCardError instanceof ClientError && giftCardError.status === 404)
        setError(errorText(t, isGiftCard ? giftCardError : discountError))
      }
    }
  }
  const remove = async (discountCode: string) => {
    setNotice(null)
    const { cart: next } = await client.carts.deleteDiscount(cart.id, discountCode)
    setCart(next)
  }
  const removeGiftCard = async (giftCardCode: string) => {
    setError(null)
    try {
      await updateCart.mutateAsync({
        gift_cards: giftCards.filter((g) => g.code !== giftCardCode).map((g) => ({ code: g.code })),
      })
    } catch (err) {
      setError(errorText(t, err))
    }
  }
  return (
    <div>
      <form onSubmit={apply} className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="discount-code" className="text-sm font-medium">
            {t('checkout.discount.label')}
          </label>
          <input
            id="discount-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            className={input}
          />
        </div>
        <button type="submit" className="rounded border border-stone-900 px-3 py-2 text-sm font-medium">
          {t('checkout.discount.apply')}
        </button>
      </form>
      <Alert message={error} />
      {notice && (
        <p role="status" className="mt-2 text-sm text-stone-700">
          {notice}
        </p>
      )}
      {(cart.discounts ?? []).map((d) => (
        <p
          key={d.id}
          className={`mt-2 flex items-center justify-between gap-2 text-sm ${takesOff(d) ? 'text-green-800' : 'text-amber-800'}`}
        >
          <span>
            {t(takesOff(d) ? 'checkout.discount.codeApplied' : 'checkout.discount.codeNoEffect', {
              code: d.code,
            })}
          </span>
          <button
            type="button"
            className="underline"
            aria-label={t('checkout.discount.removeCode', { code: d.code })}
            onClick={() => void remove(d.code)}
          >
            {t('checkout.discount.remove')}
          </button>
        </p>
      ))}
      {giftCards.map((g) => (
        <p key={g.id} className="mt-2 flex items-center justify-between text-sm text-green-800">
          <span>{t('checkout.discount.giftCardApplied', { code: g.code })}</span>
          <button
            type="button"
            className="underline"
            aria-label={t('checkout.discount.removeGiftCard', { code: g.code })}
            onClick={() => void removeGiftCard(g.code)}
          >
            {t('checkout.discount.remove')}
          </button>
        </p>
      ))}
    </div>
  )
}
