import { Route, Routes } from 'react-router'
import { NotFound } from '../../routes/not-found'
import InventoryItemDetailPage from './inventory-item-detail-page'
import InventoryListPage from './inventory-list-page'

/** Screens under /app/a/inventory. */
export default function InventoryRoutes() {
  return (
    <Routes>
      <Route index element={<InventoryListPage />} />
      <Route path=":id" element={<InventoryItemDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
