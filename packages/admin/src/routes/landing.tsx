import { Navigate } from 'react-router'
import { useAdminGetSession } from '../api/session'
import { PageSpinner } from '../components/ui/spinner'

/** /app: straight to the orders when signed in, else to the login screen. */
export default function Landing() {
  const { user, isLoading } = useAdminGetSession()
  if (isLoading) return <PageSpinner />
  return <Navigate to={user ? '/a/orders' : '/login'} replace />
}
