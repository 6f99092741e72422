import * as Menu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useAdminDeleteSession } from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { LANGUAGES, toSupportedLanguage } from '../../i18n/languages'
import { useCurrentUser } from '../../lib/session'
import { notify } from '../ui/notify'
import { describeError } from '../../lib/server-messages'

const itemClass =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-gray-100'

export function UserMenu() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const queryClient = useQueryClient()
  const logout = useAdminDeleteSession()
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || ''
  const initial = (name[0] ?? '?').toUpperCase()
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)
  const languageName = LANGUAGES.find((l) => l.code === language)?.name ?? language

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        // Nothing cached for one user may leak to the next one who signs in.
        queryClient.clear()
        navigate('/login', { replace: true })
      },
      onError: (error) => void describeError(t, error).then((text) => notify.error(t('common.error'), text)),
    })

  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('userMenu.label')}
        className="flex size-9 items-center justify-center rounded-full bg-violet-100 font-semibold text-violet-700"
      >
        {initial}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          <Menu.Label className="px-3 py-2 text-xs text-gray-500">
            <span className="block font-medium text-gray-900">{name}</span>
            {user?.email}
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-gray-200" />
          <Menu.Item className={itemClass} onSelect={() => navigate('/a/settings/personal')}>
            {t('home.personalLabel', { ns: 'settings' })}
          </Menu.Item>
          {/* Where people look for it on a phone, whose top bar has no room for the language list. */}
          <Menu.Item className={itemClass} onSelect={() => navigate('/a/settings/personal')}>
            {t('userMenu.language', { language: languageName })}
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => navigate('/a/settings')}>
            {t('nav.settings')}
          </Menu.Item>
          <Menu.Item className={`${itemClass} text-rose-600`} onSelect={signOut}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
