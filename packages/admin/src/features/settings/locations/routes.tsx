import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'

/** Screens under /app/a/settings/locations (not built yet). */
export default function StockLocationsRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
