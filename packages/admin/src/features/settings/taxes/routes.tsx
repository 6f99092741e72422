import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'

/** Screens under /app/a/settings/taxes (not built yet). */
export default function TaxesRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
