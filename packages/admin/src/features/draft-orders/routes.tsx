import { Route, Routes } from 'react-router'
import { AreaList } from '../../routes/a/area-list'

/** Screens under /app/a/draft-orders. */
export default function DraftOrdersRoutes() {
  return (
    <Routes>
      <Route index element={<AreaList path="draft-orders" />} />
    </Routes>
  )
}
