import type { Order, Swap } from '@mercato/client'
import {
  useAdminCancelSwap,
  useAdminCreateSwapShipment,
  useAdminFulfillSwap,
  useAdminProcessSwapPayment,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { formatDate } from '../../../lib/format'
import { ChangeBadge } from './change-badge'
import { ChangeFulfillments } from './change-fulfillments'
import { CreateSwapModal } from './create-swap-modal'
import { DifferenceLine } from './difference-line'
import { canSwapOrder, lineTitle, swapActions } from './order-changes'

function SwapCard({ order, swap, number }: { order: Order; swap: Swap; number: number }) {
  const { t, i18n } = useTranslation('order-changes')
  const feedback = useMutationFeedback('order-changes')
  const pay = useAdminProcessSwapPayment(order.id)
  const fulfill = useAdminFulfillSwap(order.id)
  const ship = useAdminCreateSwapShipment(order.id)
  const cancel = useAdminCancelSwap(order.id)
  const actions = swapActions(swap)
  const name = t('swaps.name', { number })
  const title = (id: string) => lineTitle(order.items, id)
  const due = swap.difference_due ?? 0

  const ask = async (action: 'pay' | 'fulfill' | 'cancel') => {
    const ok = await confirm({
      title: t(`swaps.${action}Title`, { name }),
      confirmLabel: t(`swaps.${action}`),
      destructive: action === 'cancel',
    })
    if (!ok) return
    const done = { onSuccess: () => feedback.success(t(`swaps.${action}Done`)), onError: feedback.failure }
    if (action === 'pay') pay.mutate(swap.id, done)
    if (action === 'fulfill') fulfill.mutate({ swap_id: swap.id }, done)
    if (action === 'cancel') cancel.mutate(swap.id, done)
  }

  return (
    <li aria-label={name} className="rounded-lg border border-gray-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-gray-900">
          <span>{name}</span>
          <bdi className="text-xs font-normal text-gray-500">
            {formatDate(swap.created_at, i18n.resolvedLanguage ?? 'en')}
          </bdi>
        </p>
        <div className="flex flex-wrap gap-1">
          {swap.canceled_at ? (
            <ChangeBadge kind="swap" status="canceled" />
          ) : (
            <>
              {!swap.confirmed_at && <ChangeBadge kind="swap" status="unconfirmed" />}
              <ChangeBadge kind="swapPayment" status={swap.payment_status} />
              <ChangeBadge kind="fulfillment" status={swap.fulfillment_status} />
            </>
          )}
        </div>
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <p className="text-xs font-medium text-gray-500">{t('swaps.returnItems')}</p>
          <ul className="text-gray-700">
            {(swap.return_order?.items ?? []).map((i) => (
              <li key={i.item_id}>
                {t('line', { quantity: i.requested_quantity ?? i.quantity, item: title(i.item_id) })}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="text-xs font-medium text-gray-500">{t('swaps.newItems')}</p>
          <ul className="text-gray-700">
            {(swap.additional_items ?? []).map((i) => (
              <li key={i.id}>{t('line', { quantity: i.quantity, item: i.title })}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-2 border-t border-gray-100 pt-2">
        <DifferenceLine
          amount={due}
          currencyCode={order.currency_code}
          settled={swap.payment_status === 'captured' || swap.payment_status === 'difference_refunded'}
        />
        {!swap.confirmed_at && !swap.canceled_at && (
          <p className="text-xs text-gray-500">{t('swaps.awaitingHint')}</p>
        )}
      </div>
      <ChangeFulfillments
        fulfillments={swap.fulfillments ?? []}
        items={swap.additional_items ?? []}
        canShip={!swap.canceled_at}
        shipping={ship.isPending}
        onShip={(fulfillment_id, tracking_numbers, close) =>
          ship.mutate(
            { swap_id: swap.id, fulfillment_id, tracking_numbers },
            {
              onSuccess: () => {
                feedback.success(t('fulfillments.shipped'))
                close()
              },
              onError: feedback.failure,
            },
          )
        }
      />
      {(actions.processPayment || actions.fulfill || actions.cancel) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.processPayment && (
            <Button size="small" loading={pay.isPending} onClick={() => void ask('pay')}>
              {t(due < 0 ? 'swaps.refund' : 'swaps.pay')}
            </Button>
          )}
          {actions.fulfill && (
            <Button
              size="small"
              variant="secondary"
              loading={fulfill.isPending}
              onClick={() => void ask('fulfill')}
            >
              {t('swaps.fulfill')}
            </Button>
          )}
          {actions.cancel && (
            <Button
              size="small"
              variant="danger"
              loading={cancel.isPending}
              onClick={() => void ask('cancel')}
            >
              {t('swaps.cancel')}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

/** The order's swaps: create one, settle its difference, fulfil and ship the new items, or cancel it. */
export function SwapsSection({ order }: { order: Order }) {
  const { t } = useTranslation('order-changes')
  const [creating, setCreating] = useState(false)
  const swaps = order.swaps ?? []
  return (
    <Section
      title={t('swaps.title')}
      actions={
        canSwapOrder(order) && (
          <Button size="small" variant="secondary" onClick={() => setCreating(true)}>
            {t('swaps.create')}
          </Button>
        )
      }
    >
      {swaps.length === 0 ? (
        <p className="text-sm text-gray-500">{t(canSwapOrder(order) ? 'swaps.none' : 'swaps.notYet')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {swaps.map((swap, index) => (
            <SwapCard key={swap.id} order={order} swap={swap} number={index + 1} />
          ))}
        </ul>
      )}
      {creating && <CreateSwapModal order={order} onClose={() => setCreating(false)} />}
    </Section>
  )
}
