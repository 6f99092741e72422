import type { ClaimOrder, Order } from '@mercato/client'
import { useAdminCancelClaim, useAdminCreateClaimShipment, useAdminFulfillClaim } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { formatDate, formatMoney } from '../../../lib/format'
import { ChangeBadge } from './change-badge'
import { ChangeFulfillments } from './change-fulfillments'
import { CreateClaimModal } from './create-claim-modal'
import { claimActions, claimableQuantity, claimItemsOf, lineTitle } from './order-changes'

function ClaimCard({ order, claim, number }: { order: Order; claim: ClaimOrder; number: number }) {
  const { t, i18n } = useTranslation('order-changes')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('order-changes')
  const fulfill = useAdminFulfillClaim(order.id)
  const ship = useAdminCreateClaimShipment(order.id)
  const cancel = useAdminCancelClaim(order.id)
  const actions = claimActions(claim, order)
  const name = t('claims.name', { number })
  const title = (id: string) => lineTitle(order.items, id)

  const ask = async (action: 'fulfill' | 'cancel') => {
    const ok = await confirm({
      title: t(`claims.${action}Title`, { name }),
      confirmLabel: t(`claims.${action}`),
      destructive: action === 'cancel',
    })
    if (!ok) return
    const done = { onSuccess: () => feedback.success(t(`claims.${action}Done`)), onError: feedback.failure }
    if (action === 'fulfill') fulfill.mutate({ claim_id: claim.id }, done)
    else cancel.mutate(claim.id, done)
  }

  return (
    <li aria-label={name} className="rounded-lg border border-gray-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-gray-900">
          <span>{name}</span>
          <span className="text-xs font-normal text-gray-600">{t(`claims.types.${claim.type}`)}</span>
          <bdi className="text-xs font-normal text-gray-500">{formatDate(claim.created_at, locale)}</bdi>
        </p>
        <div className="flex flex-wrap gap-1">
          {claim.type === 'refund' ? (
            <ChangeBadge kind="claimPayment" status={claim.payment_status} />
          ) : (
            <ChangeBadge kind="fulfillment" status={claim.fulfillment_status} />
          )}
          {claim.canceled_at && claim.type === 'refund' && <ChangeBadge kind="swap" status="canceled" />}
        </div>
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <p className="text-xs font-medium text-gray-500">{t('claims.claimItems')}</p>
          <ul className="text-gray-700">
            {claimItemsOf(claim).map((ci) => (
              <li key={ci.item_id}>
                {t('line', { quantity: ci.quantity, item: title(ci.item_id) })}
                {ci.reason && (
                  <span className="text-xs text-gray-500"> · {t(`claims.reasons.${ci.reason}`)}</span>
                )}
                {ci.note && <p className="text-xs text-gray-500">{ci.note}</p>}
              </li>
            ))}
          </ul>
        </div>
        {claim.type === 'replace' ? (
          <div>
            <p className="text-xs font-medium text-gray-500">{t('claims.newItems')}</p>
            <ul className="text-gray-700">
              {(claim.additional_items ?? []).map((i) => (
                <li key={i.id}>{t('line', { quantity: i.quantity, item: i.title })}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-gray-700">
            {t('claims.refunded', {
              amount: formatMoney(claim.refund_amount ?? 0, order.currency_code, locale),
            })}
          </p>
        )}
      </div>
      <ChangeFulfillments
        fulfillments={claim.fulfillments ?? []}
        items={claim.additional_items ?? []}
        canShip={!claim.canceled_at}
        shipping={ship.isPending}
        onShip={(fulfillment_id, tracking_numbers, close) =>
          ship.mutate(
            { claim_id: claim.id, fulfillment_id, tracking_numbers },
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
      {(actions.fulfill || actions.cancel) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.fulfill && (
            <Button
              size="small"
              variant="secondary"
              loading={fulfill.isPending}
              onClick={() => void ask('fulfill')}
            >
              {t('claims.fulfill')}
            </Button>
          )}
          {actions.cancel && (
            <Button
              size="small"
              variant="danger"
              loading={cancel.isPending}
              onClick={() => void ask('cancel')}
            >
              {t('claims.cancel')}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

/** The order's claims: refund or replace wrong or broken items, fulfil and ship replacements, cancel. */
export function ClaimsSection({ order }: { order: Order }) {
  const { t } = useTranslation('order-changes')
  const [creating, setCreating] = useState(false)
  const claims = order.claims ?? []
  const canCreate = order.status !== 'canceled' && order.items.some((i) => claimableQuantity(i, order) > 0)
  return (
    <Section
      title={t('claims.title')}
      actions={
        canCreate && (
          <Button size="small" variant="secondary" onClick={() => setCreating(true)}>
            {t('claims.create')}
          </Button>
        )
      }
    >
      {claims.length === 0 ? (
        <p className="text-sm text-gray-500">{t(canCreate ? 'claims.none' : 'claims.notYet')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {claims.map((claim, index) => (
            <ClaimCard key={claim.id} order={order} claim={claim} number={index + 1} />
          ))}
        </ul>
      )}
      {creating && <CreateClaimModal order={order} onClose={() => setCreating(false)} />}
    </Section>
  )
}
