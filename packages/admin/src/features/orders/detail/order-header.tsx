import type { Order } from '@mercato/client'
import { useAdminArchiveOrder, useAdminCancelOrder, useAdminCompleteOrder } from '@mercato/react'
import * as Menu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { confirm } from '../../../components/ui/confirm-dialog'
import { formatDate, formatMoney } from '../../../lib/format'
import { useHasAction } from '../../../lib/staff-areas'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { canArchive } from '../list/order-batch'
import { OrderStatusBadge } from '../order-badges'
import { orderDocumentPath } from '../urls'
import { useOrderBalance } from './use-order-balance'

const OPEN = new Set(['pending', 'requires_action'])

const MENU_TRIGGER =
  'h-9 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50'
const MENU_CONTENT = 'z-30 min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg'
const MENU_ITEM = 'cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-gray-100'

/** Opens the order's packing slip or invoice, each a page of its own that prints cleanly. */
function PrintMenu({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const documents = [
    { kind: 'packing-slip', label: t('print.packingSlip') },
    { kind: 'invoice', label: t('print.invoice') },
  ] as const
  return (
    <Menu.Root>
      <Menu.Trigger className={MENU_TRIGGER}>{t('print.menu')}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className={MENU_CONTENT}>
          {documents.map((d) => (
            <Menu.Item
              key={d.kind}
              onSelect={() => void navigate(orderDocumentPath(orderId, d.kind))}
              className={`${MENU_ITEM} text-gray-700`}
            >
              {d.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}

/** The order's number, date and statuses, and the actions menu (only the actions its status allows). */
export function OrderHeader({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const feedback = useMutationFeedback('orders')
  const cancel = useAdminCancelOrder(order.id)
  const archive = useAdminArchiveOrder(order.id)
  const complete = useAdminCompleteOrder(order.id)
  // The payment badge says "Awaiting" while an edit's difference is unpaid, as the Payment card does.
  const { balance } = useOrderBalance(order)
  const mayCancel = useHasAction('cancellations')
  const number = `#${order.display_id}`

  const actions = [
    OPEN.has(order.status) && {
      key: 'complete',
      mutation: complete,
      destructive: false,
    },
    OPEN.has(order.status) && mayCancel && { key: 'cancel', mutation: cancel, destructive: true },
    // The server archives completed orders only (as Medusa v1 does); a canceled one stays as it is.
    canArchive(order) && {
      key: 'archive',
      mutation: archive,
      destructive: false,
    },
  ].filter((a) => !!a)

  // Captured money goes back with a cancellation (the server records the refund); the owner is told.
  const capturedLeft = order.refundable_amount ?? 0
  const message = (key: string) =>
    key === 'cancel' && capturedLeft > 0
      ? t('actions.cancelRefundMessage', {
          amount: formatMoney(capturedLeft, order.currency_code, i18n.resolvedLanguage ?? 'en'),
        })
      : t(`actions.${key}Message`)
  const run = async (action: (typeof actions)[number]) => {
    const ok = await confirm({
      title: t(`actions.${action.key}Title`, { number }),
      description: message(action.key),
      confirmLabel: t(`actions.${action.key}`),
      // "Cancel" beside "Cancel order" reads as the same choice: the way back says what it keeps.
      ...(action.key === 'cancel' ? { cancelLabel: t('actions.keep') } : {}),
      destructive: action.destructive,
    })
    if (!ok) return
    action.mutation.mutate(undefined, {
      onSuccess: () => feedback.success(t(`actions.${action.key}Done`, { number })),
      onError: feedback.failure,
    })
  }

  return (
    <header className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-gray-200 bg-white px-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-semibold text-gray-900">{t('detail.title', { number })}</h1>
        <p className="text-sm text-gray-500">{formatDate(order.created_at, i18n.resolvedLanguage ?? 'en')}</p>
        {/* Each status says what it is about: "Canceled" three times told the owner nothing. */}
        <dl className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-gray-500">
          {(
            [
              ['order', order.status, t('columns.order')],
              ['payment', balance.due > 0 ? 'awaiting' : order.payment_status, t('columns.payment')],
              ['fulfillment', order.fulfillment_status, t('columns.fulfillment')],
            ] as const
          ).map(([kind, status, label]) => (
            <div key={kind} className="flex items-center gap-1.5">
              <dt>{label}</dt>
              <dd>
                <OrderStatusBadge kind={kind} status={status} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex items-center gap-2">
        <PrintMenu orderId={order.id} />
        {actions.length > 0 && (
          <Menu.Root>
            <Menu.Trigger className={MENU_TRIGGER}>{t('actions.menu')}</Menu.Trigger>
            <Menu.Portal>
              <Menu.Content align="end" sideOffset={6} className={MENU_CONTENT}>
                {actions.map((action) => (
                  <Menu.Item
                    key={action.key}
                    onSelect={() => void run(action)}
                    className={`${MENU_ITEM} ${action.destructive ? 'text-rose-600' : 'text-gray-700'}`}
                  >
                    {t(`actions.${action.key}`)}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Portal>
          </Menu.Root>
        )}
      </div>
    </header>
  )
}
