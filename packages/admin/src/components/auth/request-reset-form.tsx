import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAdminSendResetPasswordToken } from '@mercato/react'
import { EMAIL_PATTERN } from '../../lib/email'
import { Button } from '../ui/button'
import { InputField } from '../ui/input-field'

/**
 * Asks for a reset link. The confirmation is the same whatever the server says, so the screen
 * never reveals whether an account exists.
 */
export function RequestResetForm({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation()
  const send = useAdminSendResetPasswordToken()
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } })

  const submit = handleSubmit(async ({ email }) => {
    await send.mutateAsync({ email }).catch(() => undefined)
    setSent(true)
  })

  if (sent) {
    return (
      <div className="flex flex-col gap-4 text-center">
        <p role="status" className="text-sm text-gray-700">
          {t('reset.sent')}
        </p>
        {onBack && (
          <Button variant="ghost" onClick={onBack}>
            {t('reset.backToLogin')}
          </Button>
        )}
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('reset.requestTitle')}>
      <p className="text-sm text-gray-600">{t('reset.requestDescription')}</p>
      <InputField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        errors={formState.errors.email}
        {...register('email', {
          required: t('validation.required'),
          pattern: { value: EMAIL_PATTERN, message: t('validation.email') },
        })}
      />
      <Button type="submit" size="large" loading={send.isPending}>
        {t('reset.sendLink')}
      </Button>
      {onBack && (
        <Button variant="ghost" onClick={onBack}>
          {t('reset.backToLogin')}
        </Button>
      )}
    </form>
  )
}
