import { useCart, useCollections } from '@mercato/react'
import { getErrorMessage } from '@mercato/client/store'
import { type ReactNode, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { collectionsQuery } from '../data'
import { useShop } from '../shop'

export function Layout({ children }: { children: ReactNode }) {
  const { storeName } = useShop()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header storeName={storeName} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <footer className="border-t border-stone-200 px-4 py-6 text-center text-sm text-stone-600">
        {storeName} · prices shown in your region's currency ·{' '}
        <Link to="/order/lookup" className="underline">
          Find an order
        </Link>
      </footer>
    </div>
  )
}

function Header({ storeName }: { storeName: string }) {
  const { totalItems } = useCart()
  const { collections = [] } = useCollections(collectionsQuery)
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3">
        <Link to="/" className="text-xl font-bold tracking-tight">
          {storeName}
        </Link>
        <nav aria-label="Collections" className="order-last w-full overflow-x-auto">
          <ul className="flex gap-4 text-sm whitespace-nowrap">
            {collections.slice(0, 4).map((c) => (
              <li key={c.id}>
                <NavLink to={`/collections/${c.handle}`} className="hover:underline">
                  {c.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 sm:gap-4">
          <search className="hidden md:block">
            <form action="/search">
              <label htmlFor="header-search" className="sr-only">
                Search products
              </label>
              <input
                id="header-search"
                name="q"
                type="search"
                placeholder="Search"
                className="w-36 rounded border border-stone-300 px-2 py-1 text-sm"
              />
            </form>
          </search>
          <CountrySelect />
          <Link to="/account" className="text-sm hover:underline">
            Account
          </Link>
          <Link
            to="/cart"
            aria-label={`Cart, ${totalItems} ${totalItems === 1 ? 'item' : 'items'}`}
            className="rounded bg-stone-900 px-3 py-1.5 text-sm font-medium text-white"
          >
            Cart ({totalItems})
          </Link>
        </div>
      </div>
    </header>
  )
}

/** Ship-to country, grouped by region: choosing one sets the region (currency and prices) with it. */
function CountrySelect() {
  const { regions, region, countryCode, setCountry } = useShop()
  const [error, setError] = useState<string | null>(null)
  const shipping = regions.filter((r) => (r.countries ?? []).length > 0)
  const countries = shipping.flatMap((r) => r.countries)
  if (countries.length < 2) return null
  const byName = (a: { display_name: string }, b: { display_name: string }) =>
    a.display_name.localeCompare(b.display_name)
  return (
    <div className="flex flex-wrap items-center gap-1 text-sm">
      <label htmlFor="country-select" className="sr-only lg:not-sr-only">
        Ship to
      </label>
      <select
        id="country-select"
        value={countryCode ?? region?.countries?.[0]?.iso_2 ?? ''}
        onChange={(e) => {
          setError(null)
          setCountry(e.target.value).catch((err) => setError(getErrorMessage(err)))
        }}
        className="max-w-52 rounded border border-stone-300 bg-white px-2 py-1"
      >
        {shipping.map((r) => (
          <optgroup key={r.id} label={`${r.name} · ${r.currency_code.toUpperCase()}`}>
            {[...r.countries].sort(byName).map((c) => (
              <option key={c.iso_2} value={c.iso_2}>
                {c.display_name}
              </option>
            ))}
          </optgroup>
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
