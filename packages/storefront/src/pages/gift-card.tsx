import { useGiftCard } from '@mercato/react'
import { formatMoney } from '@mercato/domain'
import { type FormEvent, useState } from 'react'
import { Link } from '../components/link'
import { useI18n } from '../i18n/context'
import { usePageTitle } from './title'

const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2 uppercase'

/** `/gift-card`: what is left on a gift card, by its code (`GET /store/gift-cards/{code}`). */
export default function GiftCardPage() {
  const { t } = useI18n()
  usePageTitle(t('common.pageTitle.giftCard'))
  const [code, setCode] = useState('')
  // A wrong code is an answer, not a reason to retry.
  const { gift_card, error, isFetching } = useGiftCard(code, { enabled: code !== '', retry: false })
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setCode(
      String(new FormData(e.currentTarget).get('code') ?? '')
        .trim()
        .toUpperCase(),
    )
  }
  const currency = gift_card?.region?.currency_code
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <section
        aria-labelledby="gift-card-heading"
        className="rounded-lg border border-stone-200 bg-white p-6"
      >
        <h1 id="gift-card-heading" className="text-2xl font-bold">
          {t('common.pageTitle.giftCard')}
        </h1>
        <form onSubmit={submit} className="mt-2 space-y-3">
          <div>
            <label htmlFor="gift-card-code" className="text-sm font-medium">
              {t('giftCard.code')}
            </label>
            <input id="gift-card-code" name="code" required autoComplete="off" className={input} />
          </div>
          <button
            type="submit"
            disabled={isFetching}
            className="rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50"
          >
            {isFetching ? t('giftCard.checking') : t('giftCard.check')}
          </button>
        </form>
        {code && error && !isFetching && (
          <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('giftCard.notFound')}
          </p>
        )}
      </section>
      {code && gift_card && currency && !isFetching && (
        <section
          aria-labelledby="balance-heading"
          className="rounded-lg border border-stone-200 bg-white p-6"
        >
          <h2 id="balance-heading" className="text-xl font-semibold">
            {t('giftCard.balanceTitle', { code: gift_card.code })}
          </h2>
          <p className="mt-2 text-2xl font-semibold">
            <bdi>{formatMoney(gift_card.balance, currency)}</bdi>
          </p>
          <p className="text-sm text-stone-600">
            {t('giftCard.ofValue', { value: formatMoney(gift_card.value, currency) })}
          </p>
          {/* A taxable card pays the tax on what it pays too (rounded as checkout rounds it). */}
          {!!gift_card.tax_rate && gift_card.balance > 0 && (
            <p className="text-sm text-stone-600">
              {t('giftCard.buysUpTo', {
                amount: formatMoney(
                  gift_card.balance + Math.round((gift_card.balance * gift_card.tax_rate) / 100),
                  currency,
                ),
              })}
            </p>
          )}
          <p className="mt-3 text-sm">
            {gift_card.balance > 0 ? t('giftCard.howToUse') : t('giftCard.usedUp')}{' '}
            <Link to="/" className="underline">
              {t('giftCard.shop')}
            </Link>
          </p>
        </section>
      )}
    </div>
  )
}
