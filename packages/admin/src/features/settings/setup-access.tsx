import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ReadOnly } from '../../components/ui/read-only'
import { useCurrentUser } from '../../lib/session'

/**
 * A settings page that changes the store's setup. Members may look but not change (the server refuses
 * them with 403): the kit's buttons turn themselves off and a note says why, rather than offering
 * actions that can only fail. Lists can still be searched, sorted and paged, links still lead on and a
 * key can still be copied. `form`: a page that is one form, whose every field is disabled too.
 */
export function SetupAccess({ children, form = false }: { children: ReactNode; form?: boolean }) {
  const { t } = useTranslation('setup')
  const { user } = useCurrentUser()
  if (user?.role !== 'member') return children
  return (
    <ReadOnly note={t('settings.readOnly')} fieldset={form}>
      {children}
    </ReadOnly>
  )
}
