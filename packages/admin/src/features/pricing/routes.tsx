import { Route, Routes } from 'react-router'
import { AreaList } from '../../routes/a/area-list'

/** Screens under /app/a/pricing. */
export default function PricingRoutes() {
  return (
    <Routes>
      <Route index element={<AreaList path="pricing" />} />
    </Routes>
  )
}
