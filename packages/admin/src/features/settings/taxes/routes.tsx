import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'
import TaxRateDetailPage from './tax-rate-detail-page'
import TaxesPage from './taxes-page'

/** Screens under /app/a/settings/taxes. */
export default function TaxesRoutes() {
  return (
    <Routes>
      <Route index element={<TaxesPage />} />
      <Route path=":id" element={<TaxRateDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
