import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'
import ProfileDetailPage from './profile-detail-page'
import ShippingProfilesPage from './shipping-profiles-page'

/** Screens under /app/a/settings/shipping-profiles. */
export default function ShippingProfilesRoutes() {
  return (
    <Routes>
      <Route index element={<ShippingProfilesPage />} />
      <Route path=":id" element={<ProfileDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
