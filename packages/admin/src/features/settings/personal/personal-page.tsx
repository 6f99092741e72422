import type { User } from '@mercato/client'
import { MIN_PASSWORD_LENGTH } from '@mercato/domain'
import {
  adminAuthKeys,
  useAdminChangeOwnPassword,
  useAdminSendResetPasswordToken,
  useAdminUpdateUser,
} from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Section } from '../../../components/ui/section'
import { PageSpinner } from '../../../components/ui/spinner'
import { LanguageSelect } from '../../../components/ui/language-select'
import { toSupportedLanguage } from '../../../i18n/languages'
import { useCurrentUser } from '../../../lib/session'
import { SettingsHeader } from '../page-header'
import { UnsavedChangesGuard, useEditTracker } from '../../../components/ui/unsaved-changes'

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const queryClient = useQueryClient()
  const update = useAdminUpdateUser(user.id)
  const changes = useEditTracker()
  const [firstName, setFirstName] = useState(user.first_name ?? '')
  const [lastName, setLastName] = useState(user.last_name ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      { first_name: firstName.trim(), last_name: lastName.trim() },
      {
        onSuccess: () => {
          // The user menu shows the name from the session.
          void queryClient.invalidateQueries({ queryKey: adminAuthKeys.all })
          changes.reset()
          feedback.success(t('personal.saved'))
        },
        onError: feedback.failure,
      },
    )
  }
  return (
    <form onSubmit={submit} onInput={changes.onInput} className="flex flex-col gap-4" noValidate>
      <UnsavedChangesGuard edited={changes.edited} />
      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          label={t('fields.firstName')}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <InputField
          label={t('fields.lastName')}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <p className="text-sm text-gray-500">
        {t('fields.email')}: {user.email}
      </p>
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  )
}

/** The dashboard language, kept in this browser and recorded for e-mails (the header's list). */
function LanguageField() {
  const { t, i18n } = useTranslation('setup')
  return (
    <div className="max-w-sm">
      <LanguageSelect
        label={t('personal.language')}
        value={toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)}
        onChange={(code) => void i18n.changeLanguage(code)}
      />
    </div>
  )
}

/** Current and new password; this browser stays signed in, every other sign-in ends. */
function PasswordChange() {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const change = useAdminChangeOwnPassword()
  const changes = useEditTracker()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const [short, setShort] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The server's rule (changeOwnPasswordBody), said before sending rather than after a refusal.
    const tooShort = next.length < MIN_PASSWORD_LENGTH
    setShort(tooShort)
    setMismatch(!tooShort && next !== repeat)
    if (tooShort || next !== repeat) return
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('')
          setNext('')
          setRepeat('')
          changes.reset()
          feedback.success(t('personal.passwordChanged'))
        },
        onError: feedback.failure,
      },
    )
  }
  return (
    <form onSubmit={submit} onInput={changes.onInput} className="flex max-w-md flex-col gap-4" noValidate>
      <UnsavedChangesGuard edited={changes.edited} />
      <InputField
        label={t('personal.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <InputField
        label={t('personal.newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        errors={short ? t('personal.passwordTooShort', { min: MIN_PASSWORD_LENGTH }) : undefined}
      />
      <p className="-mt-2 text-xs text-gray-500">
        {t('personal.passwordRule', { min: MIN_PASSWORD_LENGTH })}
      </p>
      <InputField
        label={t('personal.repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        errors={mismatch ? t('personal.passwordMismatch') : undefined}
      />
      <p className="text-sm text-gray-500">{t('personal.passwordEffect')}</p>
      <div>
        <Button type="submit" loading={change.isPending} disabled={!current || !next || !repeat}>
          {t('personal.changePassword')}
        </Button>
      </div>
    </form>
  )
}

/** For a forgotten current password: a reset link sent to the user's own address (or the server log). */
function PasswordReset({ email }: { email: string }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const send = useAdminSendResetPasswordToken()
  return (
    <div className="flex flex-col items-start gap-3 border-t border-gray-100 pt-4">
      <p className="text-sm text-gray-600">{t('personal.passwordHint')}</p>
      <Button
        variant="secondary"
        loading={send.isPending}
        onClick={() =>
          send.mutate(
            { email },
            { onSuccess: () => feedback.success(t('personal.resetSent')), onError: feedback.failure },
          )
        }
      >
        {t('personal.sendReset')}
      </Button>
    </div>
  )
}

/** /a/settings/personal: your own name, dashboard language and password. */
export default function PersonalSettingsPage() {
  const { t } = useTranslation('setup')
  const { user, isLoading } = useCurrentUser()
  if (isLoading || !user) return <PageSpinner />
  const title = t('personal.title')
  return (
    <section className="flex flex-col gap-6" aria-label={title}>
      <SettingsHeader title={title} />
      <Section title={t('personal.profileTitle')}>
        <NameForm user={user} />
      </Section>
      <Section title={t('personal.languageTitle')}>
        <LanguageField />
      </Section>
      <Section title={t('personal.passwordTitle')}>
        <div className="flex flex-col gap-6">
          <PasswordChange />
          <PasswordReset email={user.email} />
        </div>
      </Section>
    </section>
  )
}
