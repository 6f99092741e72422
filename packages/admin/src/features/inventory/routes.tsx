import { Route, Routes } from 'react-router'
import { AreaList } from '../../routes/a/area-list'

/** Screens under /app/a/inventory. */
export default function InventoryRoutes() {
  return (
    <Routes>
      <Route index element={<AreaList path="inventory" />} />
    </Routes>
  )
}
