import { useAdminUpdateUser } from '@mercato/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../lib/session'
import { toSupportedLanguage } from './languages'

/**
 * Records the dashboard's language on the signed-in staff member (`metadata.locale`), so the e-mails
 * the server writes them (a password reset) are in the language they use. Sent once per change.
 */
export function useRecordStaffLanguage() {
  const { user } = useCurrentUser()
  const { i18n } = useTranslation()
  const update = useAdminUpdateUser(user?.id ?? '')
  // What the server holds once this page has sent it: the session read at sign-in is not refetched.
  const sent = useRef<{ userId: string; locale: string } | null>(null)
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)
  const recorded = (user?.metadata as Record<string, unknown> | null | undefined)?.locale
  // biome-ignore lint/correctness/useExhaustiveDependencies: `update` changes identity on every render
  useEffect(() => {
    if (!user) return
    const held = sent.current?.userId === user.id ? sent.current.locale : recorded
    if (held === language) return
    sent.current = { userId: user.id, locale: language }
    update.mutate({ metadata: { locale: language } })
  }, [user?.id, recorded, language])
}
