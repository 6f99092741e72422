import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'

/** Screens under /app/a/settings/shipping-profiles (not built yet). */
export default function ShippingProfilesRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
