import type { Order } from '@mercato/client'
import { MIN_PASSWORD_LENGTH } from '@mercato/domain'
import { useAuthenticate, useCreateCustomer, useRequestOrderAccess } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { withEmail } from '../components/gift-cards-by-email'
import { Link } from '../components/link'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import { claimRequestError } from './account-claim-words'
import { isEmailTaken, offerDefaults } from './account-offer-words'

const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'

type Outcome =
  | { kind: 'sent' }
  | { kind: 'claimFailed'; text: string }
  | { kind: 'taken' }
  | { kind: 'error'; text: string }

/**
 * Registers with the order's e-mail and the names of its address, signs in, then asks for this order's
 * claim link (as "Placed an order as a guest?" on the account page does): the link goes to the order's
 * e-mail and adds the order to the new account.
 */
export default function AccountOfferForm({ order, className = '' }: { order: Order; className?: string }) {
  const { t } = useI18n()
  const id = useId()
  const defaults = offerDefaults(order)
  const register = useCreateCustomer()
  const signIn = useAuthenticate()
  const claim = useRequestOrderAccess()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const v = (name: string) => String(f.get(name) ?? '').trim()
    const password = String(f.get('password') ?? '')
    setBusy(true)
    setOutcome(null)
    try {
      try {
        await register.mutateAsync({
          first_name: v('first_name'),
          last_name: v('last_name'),
          email: defaults.email,
          password,
        })
      } catch (err) {
        setOutcome(isEmailTaken(err) ? { kind: 'taken' } : { kind: 'error', text: errorText(t, err) })
        return
      }
      try {
        await signIn.mutateAsync({ email: defaults.email, password })
        await claim.mutateAsync({ order_ids: [order.id] })
        setOutcome({ kind: 'sent' })
      } catch (err) {
        setOutcome({ kind: 'claimFailed', text: claimRequestError(t, err, order.display_id) })
      }
    } finally {
      setBusy(false)
    }
  }
  const done = outcome?.kind === 'sent' || outcome?.kind === 'claimFailed'
  const field = (name: string, label: string, value: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        autoComplete={autoComplete}
        defaultValue={value}
        className={input}
      />
    </div>
  )
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-lg border border-stone-200 bg-stone-50 p-4 ${className}`}
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {t('account.offer.title')}
      </h2>
      {done ? (
        <div className="mt-2 space-y-2 text-sm">
          <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-900">
            {t('account.offer.created')}{' '}
            {outcome.kind === 'sent' &&
              withEmail(t, 'account.claim.sent', defaults.email, { number: order.display_id })}
          </p>
          {outcome.kind === 'claimFailed' && (
            <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
              {outcome.text}
            </p>
          )}
          <Link to="/account" className="inline-block underline">
            {t('account.offer.toAccount')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-600">{t('account.offer.intro')}</p>
          <form onSubmit={submit} className="mt-3 space-y-3">
            <div>
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                {t('account.field.email')}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                readOnly
                dir="ltr"
                autoComplete="email"
                value={defaults.email}
                className={`${input} bg-stone-100 text-stone-700`}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {field('first_name', t('account.field.firstName'), defaults.firstName, 'given-name')}
              {field('last_name', t('account.field.lastName'), defaults.lastName, 'family-name')}
            </div>
            <div>
              <label htmlFor={`${id}-password`} className="text-sm font-medium">
                {t('account.field.password')}
              </label>
              <input
                id={`${id}-password`}
                name="password"
                type="password"
                required
                autoComplete="new-password"
                aria-describedby={`${id}-password-hint`}
                className={input}
              />
              {/* The rule up front, in the words of the message that would refuse it. */}
              <p id={`${id}-password-hint`} className="mt-1 text-xs text-stone-600">
                {t('common.errors.passwordTooShort', { count: MIN_PASSWORD_LENGTH })}
              </p>
            </div>
            <button
              type="submit"
              disabled={busy}
              className="rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50"
            >
              {busy ? t('account.offer.submitting') : t('account.register.submit')}
            </button>
          </form>
          {outcome?.kind === 'taken' && (
            <p role="alert" className="mt-3 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {withEmail(t, 'account.offer.taken', defaults.email)}{' '}
              <Link to="/account" className="underline">
                {t('account.offer.signIn')}
              </Link>
            </p>
          )}
          {outcome?.kind === 'error' && (
            <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
              {outcome.text}
            </p>
          )}
        </>
      )}
    </section>
  )
}
