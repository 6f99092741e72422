import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { MIN_PASSWORD_LENGTH } from '@mercato/domain'
import { useAdminAcceptInvite, useAdminLogin } from '@mercato/react'
import { PublicLayout } from '../components/layout/public-layout'
import { Button } from '../components/ui/button'
import { InputField } from '../components/ui/input-field'
import { notify } from '../components/ui/notify'
import { decodeJwtPayload } from '../lib/jwt'
import { AnalyticsProvider } from '../providers/analytics'
import { ServerMessage } from '../lib/server-message'

interface Values {
  first_name: string
  last_name: string
  password: string
}

function InviteForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('setup')
  const navigate = useNavigate()
  const accept = useAdminAcceptInvite()
  const login = useAdminLogin()
  const email = decodeJwtPayload(token)?.user_email
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { first_name: '', last_name: '', password: '' },
  })

  const submit = handleSubmit(async (user) => {
    try {
      await accept.mutateAsync({ token, user })
    } catch {
      return // the error is shown under the form
    }
    notify.success(t('invite.acceptedTitle'), t('invite.acceptedMessage'))
    // Sign straight in when the token names the email; otherwise the login screen takes over.
    if (typeof email === 'string') {
      const signedIn = await login.mutateAsync({ email, password: user.password }).then(
        () => true,
        () => false,
      )
      if (signedIn) return navigate('/a', { replace: true })
    }
    navigate('/login', { replace: true })
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('invite.title')}>
      {typeof email === 'string' && <p className="text-center text-sm text-gray-600">{email}</p>}
      <InputField
        label={t('invite.firstName')}
        autoComplete="given-name"
        required
        errors={formState.errors.first_name}
        {...register('first_name', { required: t('validation.required') })}
      />
      <InputField
        label={t('invite.lastName')}
        autoComplete="family-name"
        required
        errors={formState.errors.last_name}
        {...register('last_name', { required: t('validation.required') })}
      />
      <InputField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        errors={formState.errors.password}
        {...register('password', {
          required: t('validation.required'),
          // The server's rule, said before submitting rather than as its raw message after.
          minLength: {
            value: MIN_PASSWORD_LENGTH,
            message: ts('personal.passwordTooShort', { min: MIN_PASSWORD_LENGTH }),
          },
        })}
      />
      <p className="-mt-2 text-xs text-gray-500">
        {ts('personal.passwordRule', { min: MIN_PASSWORD_LENGTH })}
      </p>
      {accept.isError && (
        <p role="alert" className="text-sm text-rose-600">
          <ServerMessage error={accept.error} />
        </p>
      )}
      <Button type="submit" size="large" loading={accept.isPending || login.isPending}>
        {t('invite.submit')}
      </Button>
    </form>
  )
}

/** /app/invite?token=…: a new team member picks a name and password. */
export default function InvitePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token')
  return (
    <AnalyticsProvider>
      <PublicLayout title={t('invite.title')}>
        {token ? (
          <InviteForm token={token} />
        ) : (
          <p role="alert" className="text-center text-sm text-rose-600">
            {t('invite.missingToken')}
          </p>
        )}
      </PublicLayout>
    </AnalyticsProvider>
  )
}
