import { type ComponentType, type ReactNode, Suspense, lazy, useSyncExternalStore } from 'react'
import { Route, Routes } from 'react-router'
import { Layout } from './components/layout'
import { PagePlaceholder } from './components/page-placeholder'
import { NotFoundPage } from './pages/not-found'
import ProductPage from './pages/product'

/**
 * Home and listing pages, given by each side: the server renders them at once; the browser loads them
 * as chunks (React keeps the server's HTML until the chunk arrives), so the product page, where most
 * shoppers land, carries only its own code.
 */
export interface CataloguePages {
  HomePage: ComponentType
  AllProductsPage: ComponentType
  CategoryPage: ComponentType
  CollectionPage: ComponentType
  SearchPage: ComponentType
}

// Cart, checkout, the confirmation and the account load on demand. Their content depends on the
// shopper's cart (kept in localStorage) and session, so the server sends the page around them (header,
// footer) with a placeholder, and the browser fills it in once it has taken over.
const CartPage = lazy(() => import('./pages/cart'))
const CheckoutPage = lazy(() => import('./pages/checkout'))
const ConfirmationPage = lazy(() => import('./pages/confirmation'))
const AccountPage = lazy(() => import('./pages/account'))
const ClaimPage = lazy(() => import('./pages/account-claim'))
const ReturnPage = lazy(() => import('./pages/return'))
const OrderLookupPage = lazy(() => import('./pages/order-lookup'))
const ResetPasswordPage = lazy(() => import('./pages/reset-password'))
const SwapPage = lazy(() => import('./pages/swap'))
const GiftCardPage = lazy(() => import('./pages/gift-card'))
const OrderEditPage = lazy(() => import('./pages/order-edit'))

const noSubscription = () => () => {}

/**
 * Its children once the browser has taken over the page; the placeholder on the server and during
 * hydration, so both render the same HTML. Client-side navigation shows the children at once.
 */
function BrowserOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return inBrowser ? children : <PagePlaceholder />
}

export function App({ pages }: { pages: CataloguePages }) {
  const { HomePage, AllProductsPage, CategoryPage, CollectionPage, SearchPage } = pages
  const browserOnly = (Page: ComponentType) => (
    <BrowserOnly>
      <Page />
    </BrowserOnly>
  )
  return (
    <Layout>
      <Suspense fallback={<PagePlaceholder />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/products" element={<AllProductsPage />} />
          <Route path="/products/:handle" element={<ProductPage />} />
          <Route path="/collections/:handle" element={<CollectionPage />} />
          <Route path="/categories/:handle" element={<CategoryPage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="/cart" element={browserOnly(CartPage)} />
          <Route path="/checkout" element={browserOnly(CheckoutPage)} />
          <Route path="/order/confirmed/:id" element={browserOnly(ConfirmationPage)} />
          <Route path="/account" element={browserOnly(AccountPage)} />
          <Route path="/account/claim" element={browserOnly(ClaimPage)} />
          <Route path="/order/:id/return" element={browserOnly(ReturnPage)} />
          <Route path="/order/lookup" element={browserOnly(OrderLookupPage)} />
          <Route path="/reset-password" element={browserOnly(ResetPasswordPage)} />
          <Route path="/swap/:cartId" element={browserOnly(SwapPage)} />
          <Route path="/gift-card" element={browserOnly(GiftCardPage)} />
          <Route path="/order-edits/:id" element={browserOnly(OrderEditPage)} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  )
}
