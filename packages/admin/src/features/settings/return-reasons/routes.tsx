import { Route, Routes } from 'react-router'
import { NotFound } from '../../../routes/not-found'

/** Screens under /app/a/settings/return-reasons (not built yet). */
export default function ReturnReasonsRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
