import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'
import PersonalSettingsPage from './personal-page'

/** Screens under /app/a/settings/personal. */
export default function PersonalSettingsRoutes() {
  return (
    <Routes>
      <Route index element={<PersonalSettingsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
