import { useCart, useCollections } from '@mercato/react'
import { type ReactNode, useState } from 'react'
import { useLocation } from 'react-router'
import { useCountryOptions } from './country-options'
import { Link } from './link'
import { collectionsQuery } from '../data'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { LOCALES, rememberLocale } from '../i18n/locales'
import { useShop } from '../shop'

export function Layout({ children }: { children: ReactNode }) {
  const { storeName } = useShop()
  const { t } = useI18n()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header storeName={storeName} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <footer className="flex flex-wrap items-center justify-center gap-x-2 gap-y-3 border-t border-stone-200 px-4 py-6 text-center text-sm text-stone-600">
        <span>
          {storeName} · {t('common.footer.currencyNote')} ·{' '}
          <Link to="/order/lookup" className="underline">
            {t('common.footer.findOrder')}
          </Link>{' '}
          ·{' '}
          <Link to="/gift-card" className="underline">
            {t('common.footer.giftCard')}
          </Link>
        </span>
        <LanguageSelect />
      </footer>
    </div>
  )
}

/** The shop's language; the page loads again in the chosen one (its text comes with the page). */
function LanguageSelect() {
  const { t, locale } = useI18n()
  return (
    <span className="flex items-center gap-1">
      <label htmlFor="language-select">{t('common.language')}</label>
      <select
        id="language-select"
        value={locale}
        onChange={(e) => {
          rememberLocale(e.target.value)
          // A `?lng=` in the address would outrank the choice just made.
          const url = new URL(window.location.href)
          url.searchParams.delete('lng')
          window.location.assign(url)
        }}
        className="rounded border border-stone-300 bg-white px-2 py-1"
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  )
}

function Header({ storeName }: { storeName: string }) {
  const { t } = useI18n()
  const { totalItems } = useCart()
  const { collections = [] } = useCollections(collectionsQuery)
  const { pathname } = useLocation()
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3">
        <Link to="/" className="text-xl font-bold tracking-tight">
          {storeName}
        </Link>
        <nav
          aria-label={t('common.header.collections')}
          className="nav-scroll order-last w-full overflow-x-auto"
        >
          <ul className="flex gap-4 text-sm whitespace-nowrap">
            <li>
              <Link
                to="/products"
                aria-current={pathname === '/products' ? 'page' : undefined}
                className="font-medium hover:underline"
              >
                {t('common.header.allProducts')}
              </Link>
            </li>
            {collections.slice(0, 4).map((c) => (
              <li key={c.id}>
                {/* aria-current as NavLink sets it, without NavLink's code on every page */}
                <Link
                  to={`/collections/${c.handle}`}
                  aria-current={pathname === `/collections/${c.handle}` ? 'page' : undefined}
                  className="hover:underline"
                >
                  <bdi>{c.title}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2 sm:gap-4">
          <search className="hidden md:block">
            <form action="/search">
              <label htmlFor="header-search" className="sr-only">
                {t('common.header.searchLabel')}
              </label>
              <input
                id="header-search"
                name="q"
                type="search"
                placeholder={t('common.header.searchPlaceholder')}
                className="w-36 rounded border border-stone-300 px-2 py-1 text-sm"
              />
            </form>
          </search>
          {/* Phones have no room for the field: a link to the search page, which has the form. */}
          <Link
            to="/search"
            aria-label={t('common.header.searchLabel')}
            title={t('common.header.searchLabel')}
            className="rounded p-1.5 hover:bg-stone-100 md:hidden"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </Link>
          <CountrySelect />
          <Link to="/account" className="text-sm hover:underline">
            {t('common.header.account')}
          </Link>
          <Link
            to="/cart"
            aria-label={t('common.header.cartLabel', { count: totalItems })}
            className="rounded bg-stone-900 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white"
          >
            {t('common.header.cart', { count: totalItems })}
          </Link>
        </div>
      </div>
    </header>
  )
}

/**
 * Ship-to country: choosing one sets its region (currency and prices) with it. One list of countries,
 * named and sorted in the shopper's language, so a shopper finds theirs without knowing its region.
 */
function CountrySelect() {
  const { t, locale } = useI18n()
  const { regions, region, countryCode, setCountry } = useShop()
  const [error, setError] = useState<string | null>(null)
  const options = useCountryOptions(regions, locale)
  if (options.length < 2) return null
  return (
    <div className="flex flex-wrap items-center gap-1 text-sm">
      <label htmlFor="country-select" className="sr-only lg:not-sr-only">
        {t('common.header.shipTo')}
      </label>
      <select
        id="country-select"
        value={countryCode ?? region?.countries?.[0]?.iso_2 ?? ''}
        onChange={(e) => {
          setError(null)
          setCountry(e.target.value).catch((err) => setError(errorText(t, err)))
        }}
        className="max-w-36 rounded border border-stone-300 bg-white px-2 py-1 sm:max-w-52"
      >
        {options.map((c) => (
          <option key={c.iso_2} value={c.iso_2}>
            {c.name}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="basis-full text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
