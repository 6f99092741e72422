import { type ComponentType, Suspense, lazy } from 'react'
import { Route, Routes } from 'react-router'
import { Layout } from './components/layout'
import { NotFoundPage } from './pages/not-found'
import ProductPage from './pages/product'

/**
 * Home and listing pages, given by each side: the server renders them at once; the browser loads them
 * as chunks (React keeps the server's HTML until the chunk arrives), so the product page, where most
 * shoppers land, carries only its own code.
 */
export interface CataloguePages {
  HomePage: ComponentType
  CategoryPage: ComponentType
  CollectionPage: ComponentType
  SearchPage: ComponentType
}

// Cart, checkout, the confirmation and the account load on demand.
const CartPage = lazy(() => import('./pages/cart'))
const CheckoutPage = lazy(() => import('./pages/checkout'))
const ConfirmationPage = lazy(() => import('./pages/confirmation'))
const AccountPage = lazy(() => import('./pages/account'))
const ReturnPage = lazy(() => import('./pages/return'))
const OrderLookupPage = lazy(() => import('./pages/order-lookup'))
const ResetPasswordPage = lazy(() => import('./pages/reset-password'))

export function App({ pages }: { pages: CataloguePages }) {
  const { HomePage, CategoryPage, CollectionPage, SearchPage } = pages
  return (
    <Layout>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/products/:handle" element={<ProductPage />} />
          <Route path="/collections/:handle" element={<CollectionPage />} />
          <Route path="/categories/:handle" element={<CategoryPage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="/cart" element={<CartPage />} />
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/order/confirmed/:id" element={<ConfirmationPage />} />
          <Route path="/account" element={<AccountPage />} />
          <Route path="/order/:id/return" element={<ReturnPage />} />
          <Route path="/order/lookup" element={<OrderLookupPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  )
}
