import type { ClaimOrder, Order } from '@mercato/client'
import { useAdminCancelClaim, useAdminCreateClaimShipment, useAdminFulfillClaim } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { formatMoney } from '../../../lib/format'
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
import { CreateClaimModal } from './create-claim-modal'
import { ItemReasonNote } from './item-reason-note'
import { claimActions, claimableQuantity, claimItemsOf, lineTitle } from './order-changes'
import { useReceiveReturn } from './receive-return'

function ClaimCard({ order, claim, number }: { order: Order; claim: ClaimOrder; number: number }) {
  const { t, i18n } = useTranslation('order-changes')
  const saved = useSaveHandlers('order-changes')
  const fulfill = useAdminFulfillClaim(order.id)
  const ship = useAdminCreateClaimShipment(order.id)
  const cancel = useAdminCancelClaim(order.id)
  const actions = claimActions(claim, order)
  const name = t('claims.name', { number })
  const mayFulfill = useHasAction('fulfillments')
  const { t: tn } = useTranslation()
  const { t: to } = useTranslation('orders')
  const receiving = useReceiveReturn(order, claim.return_order)

  return (
    <ChangeCard
      name={name}
      kind={t(`claims.types.${claim.type}`)}
      createdAt={claim.created_at}
      badges={
        <>
          {claim.type === 'refund' ? (
            <ChangeBadge kind="claimPayment" status={claim.payment_status} />
          ) : (
            <ChangeBadge kind="fulfillment" status={claim.fulfillment_status} />
          )}
          {claim.canceled_at && claim.type === 'refund' && <ChangeBadge kind="swap" status="canceled" />}
        </>
      }
    >
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <ChangeLines heading={t('claims.claimItems')}>
            {claimItemsOf(claim).map((ci) => (
              <li key={ci.item_id}>
                {t('line', { quantity: ci.quantity, item: lineTitle(order.items, ci.item_id) })}
                <ItemReasonNote reason={ci.reason && t(`claims.reasons.${ci.reason}`)} note={ci.note} />
              </li>
            ))}
          </ChangeLines>
          {claim.return_order && !claim.canceled_at && (
            <ChangeReturnStatus status={claim.return_order.status} />
          )}
        </div>
        {claim.type === 'replace' ? (
          <NewItemLines heading={t('claims.newItems')} items={claim.additional_items ?? []} />
        ) : (
          <p className="text-gray-700">
            {t('claims.refunded', {
              amount: formatMoney(
                claim.refund_amount ?? 0,
                order.currency_code,
                i18n.resolvedLanguage ?? 'en',
              ),
            })}
          </p>
        )}
      </div>
      <ChangeFulfillments
        fulfillments={claim.fulfillments ?? []}
        items={claim.additional_items ?? []}
        canShip={!claim.canceled_at && mayFulfill}
        shipping={ship.isPending}
        onShip={(fulfillment_id, shipment, close) =>
          ship.mutate(
            { claim_id: claim.id, fulfillment_id, ...shipment },
            saved(t('fulfillments.shipped'), close),
          )
        }
      />
      {actions.fulfill && !mayFulfill && (
        <p className="mt-2 text-xs text-gray-500">{tn('access.fulfillmentsWithheld')}</p>
      )}
      <ChangeSteps
        group="claims"
        name={name}
        className="mt-3"
        steps={{
          fulfill: {
            shown: actions.fulfill && mayFulfill,
            variant: 'secondary',
            pending: fulfill.isPending,
            run: () => fulfill.mutateAsync({ claim_id: claim.id }),
          },
          receive: {
            shown: actions.receiveReturn,
            label: to('returns.receive'),
            variant: 'secondary',
            pending: receiving.pending,
            ask: () => receiving.run('receive', t('claims.receiveTitle', { name })),
          },
          cancel: {
            shown: actions.cancel,
            variant: 'danger',
            pending: cancel.isPending,
            run: () => cancel.mutateAsync(claim.id),
          },
        }}
      />
    </ChangeCard>
  )
}

/** The order's claims: refund or replace wrong or broken items, fulfil and ship replacements, cancel. */
export function ClaimsSection({ order }: { order: Order }) {
  const { t } = useTranslation('order-changes')
  const claims = order.claims ?? []
  const canCreate = order.status !== 'canceled' && order.items.some((i) => claimableQuantity(i, order) > 0)
  return (
    <ChangesSection
      title={t('claims.title')}
      createLabel={t('claims.create')}
      canCreate={canCreate}
      emptyText={t(canCreate ? 'claims.none' : 'claims.notYet')}
      count={claims.length}
      createModal={(close) => <CreateClaimModal order={order} onClose={close} />}
    >
      {claims.map((claim, index) => (
        <ClaimCard key={claim.id} order={order} claim={claim} number={index + 1} />
      ))}
    </ChangesSection>
  )
}
