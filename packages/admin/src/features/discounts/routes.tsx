import { Route, Routes } from 'react-router'
import DiscountDetailPage from './discount-detail-page'
import DiscountsListPage from './discounts-list-page'

/** Screens under /app/a/discounts. */
export default function DiscountsRoutes() {
  return (
    <Routes>
      <Route index element={<DiscountsListPage />} />
      <Route path="new" element={<DiscountsListPage creating />} />
      <Route path=":id" element={<DiscountDetailPage />} />
    </Routes>
  )
}
