import { lazy } from 'react'
import { Route, Routes } from 'react-router'

const CustomersListPage = lazy(() => import('./list/customers-list-page'))
const CustomerDetailPage = lazy(() => import('./detail/customer-detail-page'))
const GroupsListPage = lazy(() => import('./groups/groups-list-page'))
const GroupDetailPage = lazy(() => import('./groups/group-detail-page'))

/** Screens under /app/a/customers: customers and customer groups. */
export default function CustomersRoutes() {
  return (
    <Routes>
      <Route index element={<CustomersListPage />} />
      <Route path="groups" element={<GroupsListPage />} />
      <Route path="groups/:id" element={<GroupDetailPage />} />
      <Route path=":id" element={<CustomerDetailPage />} />
    </Routes>
  )
}
