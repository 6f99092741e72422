import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ReadOnly } from '../../components/ui/read-only'
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
    <ReadOnly note={t('settings.readOnly')} fieldset>
      {children}
    </ReadOnly>
  )
}
