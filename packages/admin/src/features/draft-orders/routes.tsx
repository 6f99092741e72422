import { lazy } from 'react'
import { Route, Routes } from 'react-router'

const DraftOrdersListPage = lazy(() => import('./list/draft-orders-list-page'))
const DraftDetailPage = lazy(() => import('./detail/draft-detail-page'))

/** Screens under /app/a/draft-orders: the list (with the create wizard) and one draft. */
export default function DraftOrdersRoutes() {
  return (
    <Routes>
      <Route index element={<DraftOrdersListPage />} />
      <Route path=":id" element={<DraftDetailPage />} />
    </Routes>
  )
}
