import { useGeneratePasswordToken, useResetPassword } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useLocation } from 'react-router'
import { Link } from '../components/link'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { usePageTitle } from './title'

const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'
const primary = 'mt-4 rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50'

/**
 * Without a token: asks for the e-mail link. With `?token=…&email=…` (the link the server's
 * notification sends): sets the new password.
 */
export default function ResetPasswordPage() {
  const { t } = useI18n()
  // Read from the location: useSearchParams would add its helpers to the router code every page loads.
  const params = new URLSearchParams(useLocation().search)
  const token = params.get('token')
  const email = params.get('email') ?? ''
  usePageTitle(t('common.pageTitle.resetPassword'))
  return (
    <section
      aria-labelledby="reset-heading"
      className="mx-auto max-w-md rounded-lg border border-stone-200 bg-white p-6"
    >
      <h1 id="reset-heading" className="text-2xl font-bold">
        {token ? t('account.reset.newPasswordTitle') : t('account.reset.forgotTitle')}
      </h1>
      {token ? <NewPasswordForm token={token} email={email} /> : <RequestLinkForm />}
    </section>
  )
}

function Alert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}

function RequestLinkForm() {
  const { t } = useI18n()
  const requestLink = useGeneratePasswordToken()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim()
    try {
      await requestLink.mutateAsync({ email })
      setSentTo(email)
    } catch (err) {
      setError(errorText(t, err))
    }
  }
  // The server answers the same for unknown addresses, so the page does too.
  if (sentTo)
    return (
      <p role="status" className="mt-3">
        {t('account.reset.linkSent', { email: sentTo })}
      </p>
    )
  return (
    <form onSubmit={submit}>
      <p className="mt-2 text-stone-600">{t('account.reset.intro')}</p>
      <div className="mt-3">
        <label htmlFor="reset-email" className="text-sm font-medium">
          {t('account.reset.email')}
        </label>
        <input id="reset-email" name="email" type="email" required autoComplete="email" className={input} />
      </div>
      <button type="submit" className={primary} disabled={requestLink.isPending}>
        {t('account.reset.sendLink')}
      </button>
      <Alert message={error} />
    </form>
  )
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useI18n()
  const reset = useResetPassword()
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    const f = new FormData(e.currentTarget)
    const password = String(f.get('password') ?? '')
    if (password !== String(f.get('confirm') ?? '')) return setError(t('account.reset.mismatch'))
    try {
      await reset.mutateAsync({ email: String(f.get('email') ?? '').trim(), token, password })
      setDone(true)
    } catch (err) {
      setError(errorText(t, err))
    }
  }
  if (done)
    return (
      <p role="status" className="mt-3">
        {t('account.reset.changed')}{' '}
        <Link to="/account" className="underline">
          {t('account.reset.signIn')}
        </Link>
      </p>
    )
  return (
    <form onSubmit={submit}>
      <div className="mt-3">
        <label htmlFor="reset-email" className="text-sm font-medium">
          {t('account.reset.email')}
        </label>
        <input
          id="reset-email"
          name="email"
          type="email"
          required
          defaultValue={email}
          autoComplete="email"
          className={input}
        />
      </div>
      <div className="mt-3">
        <label htmlFor="reset-password" className="text-sm font-medium">
          {t('account.reset.newPassword')}
        </label>
        <input
          id="reset-password"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          className={input}
        />
      </div>
      <div className="mt-3">
        <label htmlFor="reset-confirm" className="text-sm font-medium">
          {t('account.reset.confirmPassword')}
        </label>
        <input
          id="reset-confirm"
          name="confirm"
          type="password"
          required
          autoComplete="new-password"
          className={input}
        />
      </div>
      <button type="submit" className={primary} disabled={reset.isPending}>
        {t('account.reset.submit')}
      </button>
      <Alert message={error} />
    </form>
  )
}
