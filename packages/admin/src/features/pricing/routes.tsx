import { Route, Routes } from 'react-router'
import { NotFound } from '../../routes/not-found'
import PriceListDetailPage from './price-list-detail-page'
import PriceListsListPage from './price-lists-list-page'

/** Screens under /app/a/pricing. */
export default function PricingRoutes() {
  return (
    <Routes>
      <Route index element={<PriceListsListPage />} />
      <Route path=":id" element={<PriceListDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
