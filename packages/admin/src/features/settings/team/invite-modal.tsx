import type { UserRole } from '@mercato/client'
import type { StaffAction, StaffArea } from '@mercato/domain'
import { useAdminCreateInvite } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { InputField } from '../../../components/ui/input-field'
import { LanguageSelect } from '../../../components/ui/language-select'
import { toSupportedLanguage } from '../../../i18n/languages'
import { FormModal } from '../../../components/ui/form-modal'
import { withheldToSend } from './access'
import { AreaFields } from './area-fields'
import { RoleSelect } from './role-select'
import { useEmailSends } from '../../../lib/email-delivery'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Invites someone by e-mail with a role and, unless an admin, the shop areas they may work in. */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('setup')
  const saved = useSaveHandlers('setup')
  const create = useAdminCreateInvite()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<UserRole>('member')
  const [areas, setAreas] = useState<StaffArea[] | null>(null)
  const [withheld, setWithheld] = useState<StaffAction[]>([])
  // The invite e-mail's language; the team most likely shares the inviter's.
  const [locale, setLocale] = useState<string>(() =>
    toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language),
  )
  const [error, setError] = useState<string>()
  const sends = useEmailSends()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address)) return setError(t('team.errorEmail'))
    setError(undefined)
    create.mutate(
      // null (every area) is sent too, so re-inviting someone widens what an earlier invite chose.
      {
        user: address,
        role,
        metadata: {
          locale,
          areas: role === 'admin' ? null : areas,
          withheld: withheldToSend(role, withheld),
        },
      },
      saved(t(sends ? 'team.invited' : 'team.invitedStored', { email: address }), onClose),
    )
  }
  return (
    <FormModal
      title={t('team.inviteTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('team.sendInvite') }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        type="email"
        label={t('fields.email')}
        required
        value={email}
        errors={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <RoleSelect value={role} onChange={setRole} />
      <AreaFields
        role={role}
        value={areas}
        onChange={setAreas}
        withheld={withheld}
        onWithheldChange={setWithheld}
      />
      <LanguageSelect label={t('team.inviteLanguage')} value={locale} onChange={setLocale} />
    </FormModal>
  )
}
