import { useAdminMarkPaymentCollectionAsAuthorized } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { notify } from '../../../components/ui/notify'
import { useHasAction } from '../../../lib/staff-areas'
import { copyText } from '../../settings/api-keys/copy'
import { type Balance, type EditCollection, editPaymentLink } from './balance-due'

/** The money an edit added and the customer has not paid yet, with the ways to collect it. */
export function BalanceDuePanel({
  balance,
  loaded,
  money,
  onPaid,
}: {
  balance: Balance
  /** The edits are read: until then, whether a payment request exists is not known. */
  loaded: boolean
  money: (value: number) => string
  onPaid: () => unknown
}) {
  const { t } = useTranslation('orders')
  return (
    <div role="note" className="flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
      <p className="flex items-center justify-between gap-2 font-medium">
        <span>{t('payment.balanceDue')}</span>
        <span dir="ltr" className="tabular-nums">
          {money(balance.due)}
        </span>
      </p>
      {balance.open ? (
        <CollectActions open={balance.open} due={money(balance.due)} onPaid={onPaid} />
      ) : (
        // An edit confirmed without asking the customer has no payment request to settle here.
        loaded && <p className="text-xs">{t('payment.balanceNoRequest')}</p>
      )}
    </div>
  )
}

function CollectActions({ open, due, onPaid }: { open: EditCollection; due: string; onPaid: () => unknown }) {
  const { t } = useTranslation('orders')
  const feedback = useMutationFeedback('orders')
  const markPaid = useAdminMarkPaymentCollectionAsAuthorized(open.collection.id)
  // Saying the money was taken is a capture's kind of act: withheld with captures.
  const mayMarkPaid = useHasAction('captures')
  const link = editPaymentLink(window.location.origin, open.editId)

  const onMarkPaid = async () => {
    const ok = await confirm({
      title: t('payment.markPaidTitle', { amount: due }),
      description: t('payment.markPaidDescription'),
      confirmLabel: t('payment.markPaid'),
    })
    if (!ok) return
    await feedback.track(markPaid.mutateAsync(), t('payment.markedPaid')).then(onPaid, () => undefined)
  }
  const onCopy = () =>
    copyText(link).then(
      () => notify.success(t('payment.linkCopied')),
      // The link itself, so it can still be copied by hand.
      () => notify.error(t('payment.linkNotCopied'), link),
    )

  return (
    <div className="flex flex-wrap gap-2">
      {mayMarkPaid && (
        <Button size="small" loading={markPaid.isPending} onClick={() => void onMarkPaid()}>
          {t('payment.markPaid')}
        </Button>
      )}
      <Button size="small" variant="secondary" onClick={() => void onCopy()}>
        {t('payment.copyLink')}
      </Button>
    </div>
  )
}
