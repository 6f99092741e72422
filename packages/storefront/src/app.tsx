import { Suspense, lazy } from 'react'
import { Route, Routes } from 'react-router'
import { Layout } from './components/layout'
import HomePage from './pages/home'
import { CategoryPage, CollectionPage, SearchPage } from './pages/listing'
import { NotFoundPage } from './pages/not-found'
import ProductPage from './pages/product'

// Catalogue pages are in the main bundle (they are server-rendered and hydrated);
// cart, checkout, the confirmation and the account load on demand.
const CartPage = lazy(() => import('./pages/cart'))
const CheckoutPage = lazy(() => import('./pages/checkout'))
const ConfirmationPage = lazy(() => import('./pages/confirmation'))
const AccountPage = lazy(() => import('./pages/account'))

export function App() {
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
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  )
}
