import { ClientError } from '@mercato/client'
import { MIN_PASSWORD_LENGTH } from '@mercato/domain'
import {
  useAuthenticate,
  useCreateCustomer,
  useCustomerOrders,
  useDeleteSession,
  storeAuthKeys,
  useCart,
  useGetSession,
  useMeCustomer,
} from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useLocation } from 'react-router'
import { Link } from '../components/link'
import { RefundMark, itemCount, returnBlocker } from '../components/order'
import { Pager } from '../components/pager'
import { Money } from '../components/price'
import { pageFrom } from '../data'
import { useI18n } from '../i18n/context'
import { errorText } from '../i18n/errors'
import type { Translate } from '../i18n/messages'
import { AddressesSection } from './account-addresses'
import { ClaimOrderForm } from './account-claim-form'
import { DetailsSection } from './account-details'
import { OrderDetail } from './order-detail'
import { usePageTitle } from './title'

const ORDERS_PER_PAGE = 10
const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'
const primary = 'mt-4 rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50'

/** A sign-in the server refused (401) is a wrong e-mail or password; other errors say what they are. */
export function signInErrorMessage(t: Translate, error: unknown): string {
  return error instanceof ClientError && error.status === 401
    ? t('account.signIn.wrongCredentials')
    : errorText(t, error)
}

/** The link to one of the customer's orders (`/account?order=…`, a page the server already serves). */
export const orderDetailPath = (orderId: string) => `/account?order=${encodeURIComponent(orderId)}`

export default function AccountPage() {
  const { t } = useI18n()
  const orderId = new URLSearchParams(useLocation().search).get('order')
  usePageTitle(orderId ? undefined : t('common.pageTitle.account'))
  const { customer, isLoading } = useGetSession({ retry: false })
  if (isLoading) return <p>{t('common.loading')}</p>
  if (!customer) return <SignInOrRegister />
  return orderId ? (
    <OrderDetail id={orderId} />
  ) : (
    <Overview email={customer.email} name={customer.first_name} customerId={customer.id} />
  )
}

function Overview({ email, name, customerId }: { email: string; name?: string | null; customerId: string }) {
  const { t, formatDate } = useI18n()
  const queryClient = useQueryClient()
  // A failed refetch would keep the old session in cache: reset it, so the page shows signed out.
  const signOut = useDeleteSession({
    onSuccess: () => queryClient.resetQueries({ queryKey: storeAuthKeys.all }),
  })
  const page = pageFrom(useLocation().search)
  const {
    orders = [],
    count = 0,
    isLoading,
  } = useCustomerOrders({
    limit: ORDERS_PER_PAGE,
    offset: (page - 1) * ORDERS_PER_PAGE,
  })
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">
            {name ? t('account.greetingName', { name }) : t('account.greeting')}
          </h1>
          <p className="text-stone-600">{t('account.signedInAs', { email })}</p>
        </div>
        <button
          type="button"
          onClick={() => signOut.mutate()}
          className="rounded border border-stone-900 px-3 py-2"
        >
          {t('account.signOut')}
        </button>
      </div>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="mb-3 text-lg font-semibold">
          {t('account.orders.title')}
        </h2>
        {isLoading && <p>{t('account.orders.loading')}</p>}
        {!isLoading && orders.length === 0 && <p>{t('account.orders.empty')}</p>}
        {orders.length > 0 && (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {orders.map((o) => {
              const blocker = returnBlocker(t, o)
              return (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                  <Link to={orderDetailPath(o.id)} className="font-medium underline">
                    {t('account.orders.number', { number: o.display_id })}
                  </Link>
                  <span className="text-sm text-stone-600">{formatDate(o.created_at, 'short')}</span>
                  <span className="text-sm">
                    {itemCount(
                      t,
                      o.items.reduce((n, i) => n + i.quantity, 0),
                    )}
                  </span>
                  <Money amount={o.total} currency={o.currency_code} />
                  <RefundMark order={o} />
                  {blocker ? (
                    <span className="text-sm text-stone-500">{blocker.short}</span>
                  ) : (
                    <Link
                      to={`/order/${o.id}/return`}
                      className="text-sm underline"
                      aria-label={t('account.orders.requestReturnFrom', { number: o.display_id })}
                    >
                      {t('account.orders.requestReturn')}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        <Pager page={page} count={count} pageSize={ORDERS_PER_PAGE} />
        {/* Guest orders are not taken over on registering; this asks for them by e-mail. */}
        <div className="mt-4">
          <ClaimOrderForm email={email} customerId={customerId} />
        </div>
      </section>
      <Profile />
    </div>
  )
}

/** Details, password and address book, from the customer's own record (which their changes refresh). */
function Profile() {
  const { customer } = useMeCustomer()
  if (!customer) return null
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <DetailsSection customer={customer} />
      <AddressesSection customer={customer} />
    </div>
  )
}

function SignInOrRegister() {
  const { t } = useI18n()
  const { cart, updateCart } = useCart()
  // A cart filled before signing in becomes the customer's, so its order shows in the account.
  const signIn = useAuthenticate({
    onSuccess: async ({ customer }) => {
      if (cart && !cart.customer_id && !cart.completed_at)
        await updateCart.mutateAsync({ customer_id: customer.id })
    },
  })
  const register = useCreateCustomer()
  const [error, setError] = useState<{ form: 'signin' | 'register'; text: string } | null>(null)
  const values = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    const f = new FormData(e.currentTarget)
    return (name: string) => String(f.get(name) ?? '').trim()
  }
  const onSignIn = async (e: FormEvent<HTMLFormElement>) => {
    const v = values(e)
    try {
      await signIn.mutateAsync({ email: v('email'), password: v('password') })
    } catch (err) {
      setError({ form: 'signin', text: signInErrorMessage(t, err) })
    }
  }
  const onRegister = async (e: FormEvent<HTMLFormElement>) => {
    const v = values(e)
    try {
      await register.mutateAsync({
        first_name: v('first_name'),
        last_name: v('last_name'),
        email: v('email'),
        password: v('password'),
      })
      // Sign in with the new account so the session starts right away.
      await signIn.mutateAsync({ email: v('email'), password: v('password') })
    } catch (err) {
      setError({ form: 'register', text: signInErrorMessage(t, err) })
    }
  }
  const field = (
    form: string,
    name: string,
    label: string,
    type = 'text',
    autoComplete?: string,
    hint?: string,
  ) => (
    <div className="mt-3">
      <label htmlFor={`${form}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${form}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        aria-describedby={hint ? `${form}-${name}-hint` : undefined}
        className={input}
      />
      {hint && (
        <p id={`${form}-${name}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  )
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="signin-heading" className="rounded-lg border border-stone-200 bg-white p-6">
        <h1 id="signin-heading" className="text-xl font-bold">
          {t('account.signIn.title')}
        </h1>
        <form onSubmit={onSignIn}>
          {field('signin', 'email', t('account.field.email'), 'email', 'email')}
          {field('signin', 'password', t('account.field.password'), 'password', 'current-password')}
          <button type="submit" className={primary} disabled={signIn.isPending}>
            {t('account.signIn.submit')}
          </button>
          <Link to="/reset-password" className="ms-4 text-sm underline">
            {t('account.signIn.forgotPassword')}
          </Link>
          {error?.form === 'signin' && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error.text}
            </p>
          )}
        </form>
      </section>
      <section aria-labelledby="register-heading" className="rounded-lg border border-stone-200 bg-white p-6">
        <h2 id="register-heading" className="text-xl font-bold">
          {t('account.register.title')}
        </h2>
        <form onSubmit={onRegister}>
          <div className="grid gap-x-3 sm:grid-cols-2">
            {field('register', 'first_name', t('account.field.firstName'), 'text', 'given-name')}
            {field('register', 'last_name', t('account.field.lastName'), 'text', 'family-name')}
          </div>
          {field('register', 'email', t('account.field.email'), 'email', 'email')}
          {field(
            'register',
            'password',
            t('account.field.password'),
            'password',
            'new-password',
            // The rule up front, in the words of the message that would refuse it.
            t('common.errors.passwordTooShort', { count: MIN_PASSWORD_LENGTH }),
          )}
          <button type="submit" className={primary} disabled={register.isPending}>
            {t('account.register.submit')}
          </button>
          {error?.form === 'register' && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error.text}
            </p>
          )}
        </form>
      </section>
    </div>
  )
}
