import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '@mercato/client'
import { useAdminUsers } from '@mercato/react'
import { PageSpinner } from '../../components/ui/spinner'

/** The admin users of the store (read-only until the team screens are built). */
export default function TeamPage() {
  const { t } = useTranslation()
  const { users, isLoading, isError, error } = useAdminUsers()
  return (
    <section className="rounded-xl border border-gray-200 bg-white">
      <h1 className="border-b border-gray-200 px-6 py-4 text-xl font-semibold text-gray-900">
        {t('settings.teamLabel')}
      </h1>
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <p role="alert" className="px-6 py-10 text-center text-sm text-rose-600">
          {getErrorMessage(error)}
        </p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-xs text-gray-500 uppercase">
              <th scope="col" className="px-6 py-3 text-start font-medium">
                {t('columns.name')}
              </th>
              <th scope="col" className="px-6 py-3 text-start font-medium">
                {t('columns.email')}
              </th>
              <th scope="col" className="px-6 py-3 text-start font-medium">
                {t('columns.role')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(users ?? []).map((u) => (
              <tr key={u.id} className="border-b border-gray-100 last:border-0">
                <td className="px-6 py-3">{[u.first_name, u.last_name].filter(Boolean).join(' ') || '—'}</td>
                <td className="px-6 py-3">{u.email}</td>
                <td className="px-6 py-3">{u.role ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
