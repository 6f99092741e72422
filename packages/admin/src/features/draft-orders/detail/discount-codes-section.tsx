import type { Cart, DraftOrder } from '@mercato/client'
import { joinList } from '@mercato/domain'
import { useAdminUpdateDraftOrder } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { DiscountCodesField } from '../discount-codes'

/**
 * The draft's discount codes; while it is open, codes are added (looked up first) and removed through
 * the draft's update, which takes the whole list.
 */
export function DiscountCodesSection({ draft, cart }: { draft: DraftOrder; cart: Cart }) {
  const { t, i18n } = useTranslation('draft-orders')
  const feedback = useMutationFeedback('draft-orders')
  const update = useAdminUpdateDraftOrder(draft.id)
  const codes = (cart.discounts ?? []).map((d) => d.code)
  const save = (next: string[], message: string) =>
    feedback.track(update.mutateAsync({ discounts: next.map((code) => ({ code })) }), message)

  const remove = async (code: string) => {
    const ok = await confirm({
      title: t('discounts.removeTitle', { code }),
      confirmLabel: t('discounts.removeConfirm'),
      destructive: true,
    })
    if (ok)
      void save(
        codes.filter((c) => c !== code),
        t('toast.codeRemoved', { code }),
      ).catch(() => undefined)
  }

  return (
    <Section title={t('fields.discounts')}>
      {draft.status === 'open' ? (
        <DiscountCodesField
          codes={codes}
          regionId={cart.region_id}
          busy={update.isPending}
          onChange={(next) => save(next, t('toast.codeAdded', { code: next[next.length - 1] }))}
          onRemove={(code) => void remove(code)}
        />
      ) : (
        <p className="font-mono text-sm text-gray-900">
          {joinList(codes, i18n.resolvedLanguage ?? 'en', 'plain') || t('discounts.none')}
        </p>
      )}
    </Section>
  )
}
