import { lazy, type ReactNode, Suspense } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import type { StaffArea } from '@mercato/domain'
import { AreaAccess } from '../../components/layout/area-access'
import { Shell } from '../../components/layout/shell'
import { notify } from '../../components/ui/notify'
import { PageSpinner } from '../../components/ui/spinner'
import { ExtensionBoundary, ExtensionsProvider } from '../../extensions/context'
import { installedPlugins } from '../../extensions/installed'
import { buildRegistry } from '../../extensions/registry'
import { SetupAccess } from '../../features/settings/setup-access'
import { usePrefetchDeepLink } from '../../lib/deep-link-prefetch'
import { useCurrentUser } from '../../lib/session'
import { AnalyticsProvider } from '../../providers/analytics'
import { PollingProvider } from '../../providers/polling'
import { NotFound } from '../not-found'

const ProductsListPage = lazy(() => import('../../features/products/list/products-list-page'))
const loadProductDetail = () => import('../../features/products/detail/product-detail-page')
const ProductDetailPage = lazy(loadProductDetail)
const OrdersListPage = lazy(() => import('../../features/orders/list/orders-list-page'))
const loadOrderDetail = () => import('../../features/orders/detail/order-detail-page')
const OrderDetailPage = lazy(loadOrderDetail)
const OrderDocumentPage = lazy(() => import('../../features/orders/print/order-document-page'))
const OrdersDocumentsPage = lazy(() => import('../../features/orders/print/orders-documents-page'))
const CollectionsListPage = lazy(() => import('../../features/collections/collections-list-page'))
const CollectionDetailPage = lazy(() => import('../../features/collections/collection-detail-page'))
const CategoriesPage = lazy(() => import('../../features/categories/categories-page'))
const CategoryDetailPage = lazy(() => import('../../features/categories/category-detail-page'))
const SettingsPage = lazy(() => import('./settings'))
const AnalyticsSettingsPage = lazy(() => import('./analytics-settings'))
const TeamPage = lazy(() => import('./team'))
const RegionsListPage = lazy(() => import('../../features/settings/regions/regions-list-page'))
const RegionDetailPage = lazy(() => import('../../features/settings/regions/region-detail-page'))
const StoreDetailsPage = lazy(() => import('../../features/settings/store/store-details-page'))
const ApiKeysPage = lazy(() => import('../../features/settings/api-keys/api-keys-page'))
const SalesChannelsPage = lazy(() => import('../../features/settings/sales-channels/sales-channels-page'))
const SalesChannelDetailPage = lazy(
  () => import('../../features/settings/sales-channels/sales-channel-detail-page'),
)
const EmailsPage = lazy(() => import('../../features/settings/emails/emails-page'))
const EmailPage = lazy(() => import('../../features/settings/emails/email-page'))
const HomePage = lazy(() => import('../../features/home/home-page'))
// Areas that own their sub-routes: each feature folder's routes.tsx.
const CustomersRoutes = lazy(() => import('../../features/customers/routes'))
const DiscountsRoutes = lazy(() => import('../../features/discounts/routes'))
const GiftCardsRoutes = lazy(() => import('../../features/gift-cards/routes'))
const DraftOrdersRoutes = lazy(() => import('../../features/draft-orders/routes'))
const PricingRoutes = lazy(() => import('../../features/pricing/routes'))
const InventoryRoutes = lazy(() => import('../../features/inventory/routes'))
const StockLocationsRoutes = lazy(() => import('../../features/settings/locations/routes'))
const TaxesRoutes = lazy(() => import('../../features/settings/taxes/routes'))
const ReturnReasonsRoutes = lazy(() => import('../../features/settings/return-reasons/routes'))
const ShippingProfilesRoutes = lazy(() => import('../../features/settings/shipping-profiles/routes'))
const PersonalSettingsRoutes = lazy(() => import('../../features/settings/personal/routes'))
// In the settings page's chunk: a chunk of its own changed how the shared vendor code is split and cost
// the signed-in home 0.5 KB.
const PluginsPage = lazy(() => import('./settings').then((m) => ({ default: m.PluginsPage })))

/** A settings page that changes the store's setup: read-only for members. */
const setup = (page: ReactNode, form = false) => <SetupAccess form={form}>{page}</SetupAccess>
/** A shop area's page: "no access" or read-only without the area (see AreaAccess). */
const within = (area: StaffArea, page: ReactNode) => <AreaAccess area={area}>{page}</AreaAccess>

// Built once per load: a bad plugin path fails here, loudly, naming the path.
const registry = buildRegistry(installedPlugins)

function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser()
  const location = useLocation()
  if (isLoading) return <PageSpinner />
  if (!user)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
  return children
}

/** Everything under /app/a: signed-in only, wrapped in analytics, polling and the extension registries. */
export default function SignedInArea() {
  usePrefetchDeepLink({ order: loadOrderDetail, product: loadProductDetail })
  return (
    <AnalyticsProvider>
      <RequireUser>
        <PollingProvider>
          <ExtensionsProvider registry={registry}>
            <Shell>
              <Suspense fallback={<PageSpinner />}>
                <Routes>
                  <Route index element={<HomePage />} />
                  <Route path="products" element={within('products', <ProductsListPage />)} />
                  <Route path="products/:id" element={within('products', <ProductDetailPage />)} />
                  <Route path="orders" element={within('orders', <OrdersListPage />)} />
                  <Route path="orders/:id" element={within('orders', <OrderDetailPage />)} />
                  <Route
                    path="orders/:id/print/:document"
                    element={within('orders', <OrderDocumentPage />)}
                  />
                  <Route path="orders/print/:document" element={within('orders', <OrdersDocumentsPage />)} />
                  <Route path="collections" element={within('products', <CollectionsListPage />)} />
                  <Route path="collections/:id" element={within('products', <CollectionDetailPage />)} />
                  <Route path="product-categories" element={within('products', <CategoriesPage />)} />
                  <Route path="product-categories/:id" element={within('products', <CategoryDetailPage />)} />
                  <Route path="customers/*" element={within('customers', <CustomersRoutes />)} />
                  <Route path="discounts/*" element={within('discounts', <DiscountsRoutes />)} />
                  <Route path="gift-cards/*" element={within('gift_cards', <GiftCardsRoutes />)} />
                  <Route path="draft-orders/*" element={within('orders', <DraftOrdersRoutes />)} />
                  <Route path="pricing/*" element={within('pricing', <PricingRoutes />)} />
                  <Route path="inventory/*" element={within('inventory', <InventoryRoutes />)} />
                  <Route path="settings" element={<SettingsPage />} />
                  <Route path="settings/analytics" element={<AnalyticsSettingsPage />} />
                  <Route path="settings/team" element={<TeamPage />} />
                  <Route path="settings/details" element={setup(<StoreDetailsPage />, true)} />
                  <Route path="settings/regions" element={setup(<RegionsListPage />)} />
                  <Route path="settings/regions/:id" element={setup(<RegionDetailPage />)} />
                  <Route path="settings/publishable-api-keys" element={setup(<ApiKeysPage />)} />
                  <Route path="settings/sales-channels" element={setup(<SalesChannelsPage />)} />
                  <Route path="settings/sales-channels/:id" element={setup(<SalesChannelDetailPage />)} />
                  <Route path="settings/emails" element={within('orders', <EmailsPage />)} />
                  <Route path="settings/emails/:id" element={within('orders', <EmailPage />)} />
                  <Route path="settings/locations/*" element={setup(<StockLocationsRoutes />)} />
                  <Route path="settings/taxes/*" element={setup(<TaxesRoutes />)} />
                  <Route path="settings/return-reasons/*" element={setup(<ReturnReasonsRoutes />)} />
                  <Route path="settings/shipping-profiles/*" element={setup(<ShippingProfilesRoutes />)} />
                  <Route path="settings/personal/*" element={<PersonalSettingsRoutes />} />
                  <Route path="settings/plugins" element={<PluginsPage />} />
                  {registry.settings.map(({ path, Component, plugin }) => (
                    <Route
                      key={path}
                      path={`settings/${path}/*`}
                      element={
                        <ExtensionBoundary name={plugin}>
                          <Component notify={notify} />
                        </ExtensionBoundary>
                      }
                    />
                  ))}
                  {registry.routes.map(({ path, Component, plugin }) => (
                    <Route
                      key={path}
                      path={`${path}/*`}
                      element={
                        <ExtensionBoundary name={plugin}>
                          <Component notify={notify} />
                        </ExtensionBoundary>
                      }
                    />
                  ))}
                  <Route path="*" element={<NotFound />} />
                </Routes>
              </Suspense>
            </Shell>
          </ExtensionsProvider>
        </PollingProvider>
      </RequireUser>
    </AnalyticsProvider>
  )
}
