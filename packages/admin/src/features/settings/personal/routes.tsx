import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'

/** Screens under /app/a/settings/personal (not built yet). */
export default function PersonalSettingsRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
