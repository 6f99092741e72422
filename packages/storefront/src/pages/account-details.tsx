// The signed-in customer's own details on the account page: name and phone, and a new password.
import type { Customer } from '@mercato/client'
import { storeAuthKeys, useUpdateMe } from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { isolatedPhone } from '../components/phone'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { Alert, input, primary } from './checkout/ui'

const card = 'rounded-lg border border-stone-200 bg-white p-6'
const secondary = 'rounded border border-stone-900 px-3 py-2 text-sm'

function Field({
  id,
  label,
  ...props
}: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="mt-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} name={id} className={input} {...props} />
    </div>
  )
}

/** Name, e-mail and phone, with a form to change the name and phone. */
export function DetailsSection({ customer }: { customer: Customer }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const update = useUpdateMe({
    // The greeting reads the session's copy of the name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeAuthKeys.all }),
  })
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ')
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    const f = new FormData(e.currentTarget)
    const text = (key: string) => String(f.get(key) ?? '').trim()
    try {
      await update.mutateAsync({
        first_name: text('first_name'),
        last_name: text('last_name'),
        phone: text('phone'),
      })
      setEditing(false)
      setSaved(true)
    } catch (err) {
      setError(errorText(t, err))
    }
  }
  return (
    <section aria-labelledby="details-heading" className={card}>
      <h2 id="details-heading" className="text-lg font-semibold">
        {t('account.details.title')}
      </h2>
      {editing ? (
        <form onSubmit={submit}>
          <div className="grid gap-x-3 sm:grid-cols-2">
            <Field
              id="first_name"
              label={t('account.field.firstName')}
              defaultValue={customer.first_name ?? ''}
              autoComplete="given-name"
              required
            />
            <Field
              id="last_name"
              label={t('account.field.lastName')}
              defaultValue={customer.last_name ?? ''}
              autoComplete="family-name"
              required
            />
          </div>
          <Field
            id="phone"
            type="tel"
            label={t('account.details.phone')}
            defaultValue={customer.phone ?? ''}
            autoComplete="tel"
          />
          <div className="mt-4 flex gap-3">
            <button type="submit" className={primary} disabled={update.isPending}>
              {t('account.details.save')}
            </button>
            <button type="button" className={secondary} onClick={() => setEditing(false)}>
              {t('account.details.cancel')}
            </button>
          </div>
          <Alert message={error} />
        </form>
      ) : (
        <>
          <dl className="mt-2 space-y-1 text-sm">
            <div>
              <dt className="inline text-stone-600">{t('account.details.name')}: </dt>
              <dd className="inline">
                <bdi>{name || '—'}</bdi>
              </dd>
            </div>
            <div>
              <dt className="inline text-stone-600">{t('account.field.email')}: </dt>
              <dd className="inline">
                <bdi>{customer.email}</bdi>
              </dd>
            </div>
            <div>
              <dt className="inline text-stone-600">{t('account.details.phone')}: </dt>
              <dd className="inline">{customer.phone ? isolatedPhone(customer.phone) : '—'}</dd>
            </div>
          </dl>
          <button
            type="button"
            className={`${secondary} mt-4`}
            onClick={() => {
              setSaved(false)
              setEditing(true)
            }}
          >
            {t('account.details.edit')}
          </button>
        </>
      )}
      <p role="status" className="mt-2 text-sm text-green-700">
        {saved && !editing ? t('account.details.saved') : ''}
      </p>
      <PasswordForm />
    </section>
  )
}

/** A new password, typed twice. */
function PasswordForm() {
  const { t } = useI18n()
  const update = useUpdateMe()
  const [open, setOpen] = useState(false)
  const [changed, setChanged] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    const f = new FormData(e.currentTarget)
    const password = String(f.get('new_password') ?? '')
    if (password !== String(f.get('confirm_password') ?? '')) return setError(t('account.reset.mismatch'))
    try {
      await update.mutateAsync({ password })
      setOpen(false)
      setChanged(true)
    } catch (err) {
      setError(errorText(t, err))
    }
  }
  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 className="font-semibold">{t('account.password.title')}</h3>
      {open ? (
        <form onSubmit={submit}>
          <Field
            id="new_password"
            type="password"
            label={t('account.reset.newPassword')}
            autoComplete="new-password"
            required
          />
          <Field
            id="confirm_password"
            type="password"
            label={t('account.reset.confirmPassword')}
            autoComplete="new-password"
            required
          />
          <div className="mt-4 flex gap-3">
            <button type="submit" className={primary} disabled={update.isPending}>
              {t('account.reset.submit')}
            </button>
            <button type="button" className={secondary} onClick={() => setOpen(false)}>
              {t('account.details.cancel')}
            </button>
          </div>
          <Alert message={error} />
        </form>
      ) : (
        <button
          type="button"
          className={`${secondary} mt-2`}
          onClick={() => {
            setChanged(false)
            setOpen(true)
          }}
        >
          {t('account.password.change')}
        </button>
      )}
      <p role="status" className="mt-2 text-sm text-green-700">
        {changed ? t('account.reset.changed') : ''}
      </p>
    </div>
  )
}
