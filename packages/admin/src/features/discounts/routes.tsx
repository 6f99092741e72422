import { Route, Routes } from 'react-router'
import { AreaList } from '../../routes/a/area-list'

/** Screens under /app/a/discounts. */
export default function DiscountsRoutes() {
  return (
    <Routes>
      <Route index element={<AreaList path="discounts" />} />
    </Routes>
  )
}
