import { Route, Routes } from 'react-router'
import { AreaList } from '../../routes/a/area-list'

/** Screens under /app/a/customers: customers and customer groups. */
export default function CustomersRoutes() {
  return (
    <Routes>
      <Route index element={<AreaList path="customers" />} />
      <Route path="groups" element={<AreaList path="customers/groups" />} />
    </Routes>
  )
}
