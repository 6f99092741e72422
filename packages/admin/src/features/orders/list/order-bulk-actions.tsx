import { adminOrderKeys, useInvalidatingMutation, useMercato } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { notify } from '../../../components/ui/notify'
import { formatNumber } from '../../../lib/format'
import { useHasAction } from '../../../lib/staff-areas'
import { fulfillableQuantity } from '../detail/fulfillable'
import { ordersDocumentsPath } from '../urls'
import { type BatchOutcome, type BatchRow, canArchive, canCapture, canFulfill, runBatch } from './order-batch'

const KINDS = ['capture', 'fulfill', 'archive'] as const
type Kind = (typeof KINDS)[number]

const APPLIES = { capture: canCapture, fulfill: canFulfill, archive: canArchive }

/**
 * For the selected orders: print their packing slips or invoices, capture their authorized payments,
 * or fulfil everything left on them, each unit from where it is reserved (as the order page's dialog
 * proposes). Orders a change does not apply to are skipped and counted.
 */
export function OrderBulkActions({ selected, clear }: { selected: BatchRow[]; clear: () => void }) {
  const { t, i18n } = useTranslation('orders')
  const navigate = useNavigate()
  const { client } = useMercato()
  // Capturing and fulfilling may be withheld from staff (archiving may not).
  const allowed = { capture: useHasAction('captures'), fulfill: useHasAction('fulfillments'), archive: true }
  const [progress, setProgress] = useState<{ kind: Kind; finished: number; total: number } | null>(null)
  const ids = selected.map((order) => order.id)
  const number = (n: number) => formatNumber(n, i18n.resolvedLanguage ?? 'en')

  const apply: Record<Kind, (order: BatchRow) => Promise<unknown>> = {
    capture: (order) => client.admin.orders.capturePayment(order.id),
    archive: (order) => client.admin.orders.archive(order.id),
    fulfill: async (order) => {
      const { order: full } = await client.admin.orders.retrieve(order.id)
      const items = full.items
        .filter((item) => fulfillableQuantity(item) > 0)
        .map((item) => ({ item_id: item.id, quantity: fulfillableQuantity(item) }))
      // No location: each unit leaves from where it is reserved (the first location may not keep it).
      return client.admin.orders.createFulfillment(order.id, { items })
    },
  }
  const batch = useInvalidatingMutation(
    ({ kind }: { kind: Kind }) =>
      runBatch(selected, APPLIES[kind], apply[kind], (finished, total) =>
        setProgress({ kind, finished, total }),
      ),
    [adminOrderKeys.all],
  )

  const report = (kind: Kind, outcome: BatchOutcome) => {
    const counts = { done: number(outcome.done), skipped: number(outcome.skipped) }
    if (outcome.done > 0 || outcome.failures.length === 0)
      notify.success(t(`bulk.${kind}Done`), t('bulk.outcome', counts))
    if (outcome.failures.length > 0) notify.error(t('bulk.failed'), outcome.failures.join('\n'))
    if (outcome.failures.length === 0) clear()
  }

  const run = async (kind: Kind) => {
    const applicable = selected.filter(APPLIES[kind]).length
    const ok = await confirm({
      title: t(`bulk.${kind}Title`),
      description: t(`bulk.${kind}Description`, {
        applicable: number(applicable),
        selected: number(selected.length),
      }),
      confirmLabel: t(`bulk.${kind}`),
    })
    if (!ok) return
    batch.mutate(
      { kind },
      {
        onSuccess: (outcome) => report(kind, outcome),
        onSettled: () => setProgress(null),
      },
    )
  }

  const label = (kind: Kind) =>
    progress?.kind === kind
      ? t('bulk.progress', { finished: number(progress.finished), total: number(progress.total) })
      : t(`bulk.${kind}`)
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        onClick={() => navigate(ordersDocumentsPath('packing-slip', ids))}
      >
        {t('bulk.printPackingSlips')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => navigate(ordersDocumentsPath('invoice', ids))}>
        {t('bulk.printInvoices')}
      </Button>
      {KINDS.filter((kind) => allowed[kind]).map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          size="small"
          disabled={batch.isPending}
          onClick={() => void run(kind)}
        >
          {label(kind)}
        </Button>
      ))}
    </>
  )
}
