import type { Order, Swap } from '@mercato/client'
import {
  useAdminCancelSwap,
  useAdminCreateSwapShipment,
  useAdminFulfillSwap,
  useAdminProcessSwapPayment,
} from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { useHasAction } from '../../../lib/staff-areas'
import { ChangeBadge } from './change-badge'
import {
  ChangeCard,
  ChangeLines,
  ChangeReturnStatus,
  ChangeSteps,
  ChangesSection,
  NewItemLines,
} from './change-card'
import { ChangeFulfillments } from './change-fulfillments'
import { CreateSwapModal } from './create-swap-modal'
import { DifferenceLine } from './difference-line'
import { ItemReasonNote, useReasonLabel } from './item-reason-note'
import { canSwapOrder, lineTitle, swapActions } from './order-changes'
import { useReceiveReturn } from './receive-return'
import { SwapPaymentLink } from './swap-payment-link'

function SwapCard({ order, swap, number }: { order: Order; swap: Swap; number: number }) {
  const { t } = useTranslation('order-changes')
  const saved = useSaveHandlers('order-changes')
  const pay = useAdminProcessSwapPayment(order.id)
  const fulfill = useAdminFulfillSwap(order.id)
  const ship = useAdminCreateSwapShipment(order.id)
  const cancel = useAdminCancelSwap(order.id)
  const actions = swapActions(swap)
  const reasonOf = useReasonLabel(swap.return_order?.items ?? [])
  const name = t('swaps.name', { number })
  const due = swap.difference_due ?? 0
  const mayRefund = useHasAction('refunds')
  const mayCapture = useHasAction('captures')
  const mayFulfill = useHasAction('fulfillments')
  const { t: tn } = useTranslation()
  const { t: to } = useTranslation('orders')
  const receiving = useReceiveReturn(order, swap.return_order)
  // A difference owed to the customer is a refund, one owed by them a capture: either may be withheld.
  const mayPay = due < 0 ? mayRefund : due === 0 || mayCapture
  const withheld = [
    actions.processPayment && !mayPay && (due < 0 ? 'access.refundsWithheld' : 'access.capturesWithheld'),
    actions.fulfill && !mayFulfill && 'access.fulfillmentsWithheld',
  ].filter((key): key is string => !!key)

  return (
    <ChangeCard
      name={name}
      createdAt={swap.created_at}
      badges={
        swap.canceled_at ? (
          <ChangeBadge kind="swap" status="canceled" />
        ) : (
          <>
            {!swap.confirmed_at && <ChangeBadge kind="swap" status="unconfirmed" />}
            <ChangeBadge kind="swapPayment" status={swap.payment_status} />
            <ChangeBadge kind="fulfillment" status={swap.fulfillment_status} />
          </>
        )
      }
    >
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <ChangeLines heading={t('swaps.returnItems')}>
            {(swap.return_order?.items ?? []).map((i) => (
              <li key={i.item_id}>
                {t('line', {
                  quantity: i.requested_quantity ?? i.quantity,
                  item: lineTitle(order.items, i.item_id),
                })}
                <ItemReasonNote reason={reasonOf(i)} note={i.note} />
              </li>
            ))}
          </ChangeLines>
          {swap.return_order && !swap.canceled_at && <ChangeReturnStatus status={swap.return_order.status} />}
        </div>
        <NewItemLines heading={t('swaps.newItems')} items={swap.additional_items ?? []} />
      </div>
      <div className="mt-2 border-t border-gray-100 pt-2">
        <DifferenceLine
          amount={due}
          currencyCode={order.currency_code}
          settled={swap.payment_status === 'captured' || swap.payment_status === 'difference_refunded'}
        />
        {!swap.confirmed_at && !swap.canceled_at && (
          <>
            <p className="text-xs text-gray-500">{t('swaps.awaitingHint')}</p>
            {swap.cart_id && <SwapPaymentLink cartId={swap.cart_id} />}
          </>
        )}
      </div>
      <ChangeFulfillments
        fulfillments={swap.fulfillments ?? []}
        items={swap.additional_items ?? []}
        canShip={!swap.canceled_at && mayFulfill}
        shipping={ship.isPending}
        onShip={(fulfillment_id, shipment, close) =>
          ship.mutate(
            { swap_id: swap.id, fulfillment_id, ...shipment },
            saved(t('fulfillments.shipped'), close),
          )
        }
      />
      {withheld.map((key) => (
        <p key={key} className="mt-2 text-xs text-gray-500">
          {tn(key)}
        </p>
      ))}
      <ChangeSteps
        group="swaps"
        name={name}
        className="mt-3"
        steps={{
          pay: {
            shown: actions.processPayment && mayPay,
            label: t(due < 0 ? 'swaps.refund' : 'swaps.pay'),
            pending: pay.isPending,
            run: () => pay.mutateAsync(swap.id),
          },
          fulfill: {
            shown: actions.fulfill && mayFulfill,
            variant: 'secondary',
            pending: fulfill.isPending,
            run: () => fulfill.mutateAsync({ swap_id: swap.id }),
          },
          receive: {
            shown: actions.receiveReturn,
            label: to('returns.receive'),
            variant: 'secondary',
            pending: receiving.pending,
            ask: () => receiving.run('receive', t('swaps.receiveTitle', { name })),
          },
          cancel: {
            shown: actions.cancel,
            variant: 'danger',
            pending: cancel.isPending,
            run: () => cancel.mutateAsync(swap.id),
          },
        }}
      />
    </ChangeCard>
  )
}

/** The order's swaps: create one, settle its difference, fulfil and ship the new items, or cancel it. */
export function SwapsSection({ order }: { order: Order }) {
  const { t } = useTranslation('order-changes')
  const swaps = order.swaps ?? []
  return (
    <ChangesSection
      title={t('swaps.title')}
      createLabel={t('swaps.create')}
      canCreate={canSwapOrder(order)}
      emptyText={t(canSwapOrder(order) ? 'swaps.none' : 'swaps.notYet')}
      count={swaps.length}
      createModal={(close) => <CreateSwapModal order={order} onClose={close} />}
    >
      {swaps.map((swap, index) => (
        <SwapCard key={swap.id} order={order} swap={swap} number={index + 1} />
      ))}
    </ChangesSection>
  )
}
