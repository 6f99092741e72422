import { useCart, useCollections } from '@mercato/react'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { collectionsQuery } from '../data'
import { useShop } from '../shop'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <footer className="border-t border-stone-200 py-6 text-center text-sm text-stone-600">
        Mercato demo shop · prices shown in your region's currency ·{' '}
        <Link to="/order/lookup" className="underline">
          Find an order
        </Link>
      </footer>
    </div>
  )
}

function Header() {
  const { totalItems } = useCart()
  const { collections = [] } = useCollections(collectionsQuery)
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="text-xl font-bold tracking-tight">
          Mercato
        </Link>
        <nav aria-label="Collections" className="order-last w-full overflow-x-auto sm:order-none sm:w-auto">
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
                className="w-40 rounded border border-stone-300 px-2 py-1 text-sm"
              />
            </form>
          </search>
          <RegionSelect />
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

function RegionSelect() {
  const { regions, region, setRegion } = useShop()
  if (regions.length < 2) return null
  return (
    <div className="flex items-center gap-1 text-sm">
      <label htmlFor="region-select" className="sr-only">
        Region
      </label>
      <select
        id="region-select"
        value={region?.id}
        onChange={(e) => void setRegion(e.target.value)}
        className="max-w-36 rounded border border-stone-300 bg-white px-2 py-1 sm:max-w-none"
      >
        {regions.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name} ({r.currency_code.toUpperCase()})
          </option>
        ))}
      </select>
    </div>
  )
}
