import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'
import ReturnReasonsPage from './return-reasons-page'

/** Screens under /app/a/settings/return-reasons. */
export default function ReturnReasonsRoutes() {
  return (
    <Routes>
      <Route index element={<ReturnReasonsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
