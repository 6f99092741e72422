import { Navigate } from 'react-router'

/** The signed-in home (/app/a); until it has the store's numbers it opens the orders list. */
export default function HomePage() {
  return <Navigate to="orders" replace />
}
