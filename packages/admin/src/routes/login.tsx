import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { useAdminLogin } from '@mercato/react'
import { RequestResetForm } from '../components/auth/request-reset-form'
import { PublicLayout } from '../components/layout/public-layout'
import { Button } from '../components/ui/button'
import { InputField } from '../components/ui/input-field'
import { PageSpinner } from '../components/ui/spinner'
import { useCurrentUser } from '../lib/session'
import { ServerMessage } from '../lib/server-message'

interface Values {
  email: string
  password: string
}

export default function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useCurrentUser()
  const login = useAdminLogin()
  const [resetting, setResetting] = useState(false)
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { email: '', password: '' },
  })
  const from = (location.state as { from?: string } | null)?.from ?? '/a'

  if (session.isLoading) return <PageSpinner />
  if (session.user && !login.isSuccess) return <Navigate to={from} replace />

  const submit = handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate(from, { replace: true }) }),
  )

  return (
    <PublicLayout title={resetting ? t('reset.requestTitle') : t('auth.title')}>
      {resetting ? (
        <RequestResetForm onBack={() => setResetting(false)} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('auth.title')}>
          <InputField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            errors={formState.errors.email}
            {...register('email', { required: t('validation.required') })}
          />
          <InputField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            errors={formState.errors.password}
            {...register('password', { required: t('validation.required') })}
          />
          {login.isError && (
            <p role="alert" className="text-sm text-rose-600">
              <ServerMessage error={login.error} signIn />
            </p>
          )}
          <Button type="submit" size="large" loading={login.isPending}>
            {t('auth.signIn')}
          </Button>
          <button
            type="button"
            onClick={() => setResetting(true)}
            className="text-sm text-gray-500 underline hover:text-gray-900"
          >
            {t('auth.forgotPassword')}
          </button>
        </form>
      )}
    </PublicLayout>
  )
}
