import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../../lib/session'

/**
 * A settings page that changes the store's setup. Members may look but not change (the server refuses
 * them with 403): every field and button on the page is disabled through one fieldset, and a note says
 * why, rather than offering actions that can only fail. Links still lead on.
 */
export function SetupAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation('setup')
  const { user } = useCurrentUser()
  if (user?.role !== 'member') return children
  return (
    <div className="flex flex-col gap-4">
      <p role="note" className="rounded-lg border border-gray-200 bg-white px-4 py-3 text-sm text-gray-600">
        {t('settings.readOnly')}
      </p>
      <fieldset disabled className="contents">
        {children}
      </fieldset>
    </div>
  )
}
