import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageSpinner } from './components/ui/spinner'
import { BASE_PATH } from './config'
import { ErrorPage } from './routes/error-page'
import { NotFound } from './routes/not-found'
import { Root } from './routes/root'

/** Each page is its own chunk, fetched on first visit (the login screen stays small). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
})

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, lazy: page(() => import('./routes/landing')) },
      { path: 'a/*', lazy: page(() => import('./routes/a')) },
      { path: 'invite', lazy: page(() => import('./routes/invite')) },
      { path: 'login', lazy: page(() => import('./routes/login')) },
      { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
      { path: '*', Component: NotFound },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes, { basename: BASE_PATH })
