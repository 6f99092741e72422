import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useAdminResetPassword } from '@mercato/react'
import { RequestResetForm } from '../components/auth/request-reset-form'
import { PublicLayout } from '../components/layout/public-layout'
import { Button } from '../components/ui/button'
import { InputField } from '../components/ui/input-field'
import { notify } from '../components/ui/notify'
import { decodeJwtPayload } from '../lib/jwt'
import { ServerMessage } from '../lib/server-message'

interface Values {
  password: string
  repeat: string
}

/** /app/reset-password?token=… sets a new password; without a token it asks for a reset link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const email = decodeJwtPayload(token)?.email
  const reset = useAdminResetPassword()
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { password: '', repeat: '' },
  })

  if (!token) {
    return (
      <PublicLayout title={t('reset.requestTitle')}>
        <RequestResetForm onBack={() => navigate('/login')} />
      </PublicLayout>
    )
  }

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password, ...(typeof email === 'string' ? { email } : {}) },
      {
        onSuccess: () => {
          notify.success(t('reset.doneTitle'), t('reset.doneMessage'))
          navigate('/login', { replace: true })
        },
      },
    ),
  )

  return (
    <PublicLayout title={t('reset.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('reset.title')}>
        {typeof email === 'string' && <p className="text-center text-sm text-gray-600">{email}</p>}
        <InputField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          errors={formState.errors.password}
          {...register('password', { required: t('validation.required') })}
        />
        <InputField
          label={t('reset.repeatPassword')}
          type="password"
          autoComplete="new-password"
          required
          errors={formState.errors.repeat}
          {...register('repeat', {
            required: t('validation.required'),
            validate: (value, all) => value === all.password || t('validation.passwordsMatch'),
          })}
        />
        {reset.isError && (
          <p role="alert" className="text-sm text-rose-600">
            <ServerMessage error={reset.error} />
          </p>
        )}
        <Button type="submit" size="large" loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </PublicLayout>
  )
}
