import { useGetSession, useGrantOrderAccess } from '@mercato/react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Link } from '../components/link'
import { useI18n } from '../i18n/context'
import { claimConfirmError } from './account-claim-words'
import { usePageTitle } from './title'

const box = 'mx-auto max-w-xl space-y-3 rounded-lg border border-stone-200 bg-white p-6'

/**
 * `/account/claim?token=…`, the link of the e-mail sent to a guest order's address: confirms the claim
 * once. The token names the account, so no sign-in is needed; confirming refreshes the account's orders.
 */
export default function ClaimPage() {
  const { t } = useI18n()
  usePageTitle(t('account.claim.pageTitle'))
  const token = new URLSearchParams(useLocation().search).get('token') ?? ''
  const confirm = useGrantOrderAccess()
  const { customer, isLoading } = useGetSession({ retry: false })
  // Once only: the token may be used again, but a second call (React's strict effects) is noise.
  const sent = useRef(false)
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    confirm.mutate({ token })
  }, [token, confirm.mutate])
  const failed = !token || confirm.isError
  return (
    <section aria-labelledby="claim-page-heading" className={box}>
      <h1 id="claim-page-heading" className="text-2xl font-bold">
        {confirm.isSuccess
          ? t('account.claim.doneTitle')
          : failed
            ? t('account.claim.failedTitle')
            : t('account.claim.pageTitle')}
      </h1>
      {!failed && !confirm.isSuccess && <p role="status">{t('account.claim.confirming')}</p>}
      {failed && (
        <>
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {token ? claimConfirmError(t, confirm.error) : t('account.claim.invalidLink')}
          </p>
          <Link to="/account" className="inline-block underline">
            {t('account.claim.askAgain')}
          </Link>
        </>
      )}
      {confirm.isSuccess && (
        <>
          <p role="status">{t('account.claim.done')}</p>
          {isLoading ? null : customer ? (
            <Link to="/account" className="inline-block underline">
              {t('account.claim.seeOrders')}
            </Link>
          ) : (
            <p>
              <Link to="/account" className="underline">
                {t('account.claim.signInToSee')}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  )
}
