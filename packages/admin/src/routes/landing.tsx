import { Navigate } from 'react-router'
import { PageSpinner } from '../components/ui/spinner'
import { useCurrentUser } from '../lib/session'

/** /app: straight to the orders when signed in, else to the login screen. */
export default function Landing() {
  const { user, isLoading } = useCurrentUser()
  if (isLoading) return <PageSpinner />
  return <Navigate to={user ? '/a' : '/login'} replace />
}
