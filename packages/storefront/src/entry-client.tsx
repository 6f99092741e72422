import './styles.css'
import { Mercato } from '@mercato/client'
import { createQueryClient } from '@mercato/react'
import { hydrate } from '@tanstack/react-query'
import { StrictMode, lazy } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { CONFIG_GLOBAL, STATE_GLOBAL, type StorefrontConfig } from './config'
import type { CataloguePages } from './app'
import { Root } from './root'

const listing = () => import('./pages/listing')
const pages: CataloguePages = {
  HomePage: lazy(() => import('./pages/home')),
  CategoryPage: lazy(() => listing().then((m) => ({ default: m.CategoryPage }))),
  CollectionPage: lazy(() => listing().then((m) => ({ default: m.CollectionPage }))),
  SearchPage: lazy(() => listing().then((m) => ({ default: m.SearchPage }))),
}

const globals = window as unknown as Record<string, unknown>
const config = (globals[CONFIG_GLOBAL] ?? { backendUrl: '', rendered: false }) as StorefrontConfig
const client = new Mercato({
  baseUrl: config.backendUrl || window.location.origin,
  publishableApiKey: config.publishableKey,
  maxRetries: 2,
})
const queryClient = createQueryClient()
if (globals[STATE_GLOBAL]) hydrate(queryClient, globals[STATE_GLOBAL])

const app = (
  <StrictMode>
    <Root
      client={client}
      queryClient={queryClient}
      regionId={config.regionId}
      pages={pages}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
    />
  </StrictMode>
)
const container = document.getElementById('root')!
if (config.rendered) hydrateRoot(container, app)
else createRoot(container).render(app)
