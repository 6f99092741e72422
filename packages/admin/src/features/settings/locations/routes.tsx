import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'
import LocationDetailPage from './location-detail-page'
import LocationsListPage from './locations-list-page'

/** Screens under /app/a/settings/locations. */
export default function StockLocationsRoutes() {
  return (
    <Routes>
      <Route index element={<LocationsListPage />} />
      <Route path=":id" element={<LocationDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
