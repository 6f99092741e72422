import { Route, Routes } from 'react-router'
import GiftCardDetailPage from './gift-card-detail-page'
import GiftCardProductPage from './gift-card-product-page'
import GiftCardsListPage from './gift-cards-list-page'

/** Screens under /app/a/gift-cards. */
export default function GiftCardsRoutes() {
  return (
    <Routes>
      <Route index element={<GiftCardsListPage />} />
      <Route path="manage" element={<GiftCardProductPage />} />
      <Route path=":id" element={<GiftCardDetailPage />} />
    </Routes>
  )
}
