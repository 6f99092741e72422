import type { Discount, DiscountCondition } from '@mercato/client'
import {
  useAdminDiscountCreateCondition,
  useAdminDiscountRemoveCondition,
  useAdminDiscountUpdateCondition,
  useAdminGetDiscountCondition,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../components/ui/feedback'
import { Section } from '../../components/ui/section'
import { ConditionDialog } from './condition-dialog'
import { ConditionRow } from './condition-list'
import type { ConditionDraft } from './discount-form'
import { conditionItems } from './resource-options'

type Handlers = { onEdit: (c: ConditionDraft) => void; onRemove: (c: ConditionDraft) => void }

/** A saved condition: the discount carries only its kind, so its resources are fetched by name. */
function SavedCondition({
  discountId,
  condition,
  ...handlers
}: { discountId: string; condition: DiscountCondition } & Handlers) {
  const { discount_condition, isLoading } = useAdminGetDiscountCondition(discountId, condition.id, {
    expand: condition.type,
  })
  const draft: ConditionDraft = {
    id: condition.id,
    resource: condition.type,
    operator: condition.operator,
    items: discount_condition ? conditionItems(discount_condition, condition.type) : [],
  }
  return <ConditionRow condition={draft} loading={isLoading} {...handlers} />
}

/** Add a condition, change its resources, or delete it; each change is saved at once. */
export function ConditionsSection({ discount }: { discount: Discount }) {
  const { t } = useTranslation('discounts')
  const feedback = useMutationFeedback('discounts')
  const conditions = discount.rule?.conditions ?? []
  // undefined: no dialog; null: adding; a draft: editing it.
  const [editing, setEditing] = useState<ConditionDraft | null>()
  const add = useAdminDiscountCreateCondition(discount.id)
  const change = useAdminDiscountUpdateCondition(discount.id, editing?.id ?? '')
  const remove = useAdminDiscountRemoveCondition(discount.id)
  const close = () => setEditing(undefined)

  const save = (draft: ConditionDraft) => {
    const ids = draft.items.map((i) => i.id)
    const done = {
      onSuccess: () => {
        feedback.success(t('conditions.saved'))
        close()
      },
      onError: feedback.failure,
    }
    if (draft.id) change.mutate({ [draft.resource]: ids }, done)
    else add.mutate({ operator: draft.operator, [draft.resource]: ids }, done)
  }
  const destroy = async (draft: ConditionDraft) => {
    const ok = await confirm({
      title: t('conditions.deleteTitle'),
      description: t('conditions.deleteMessage'),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok && draft.id)
      remove.mutate(draft.id, {
        onSuccess: () => feedback.success(t('conditions.deleted')),
        onError: feedback.failure,
      })
  }

  return (
    <Section
      title={t('conditions.title')}
      actions={
        // A dynamic code shares its template's rule; conditions are edited on the template.
        !discount.parent_discount_id && (
          <Button size="small" variant="secondary" onClick={() => setEditing(null)}>
            {t('conditions.add')}
          </Button>
        )
      }
    >
      {conditions.length === 0 ? (
        <p className="text-sm text-gray-500">{t('conditions.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {conditions.map((condition) => (
            <SavedCondition
              key={condition.id}
              discountId={discount.id}
              condition={condition}
              onEdit={setEditing}
              onRemove={(draft) => void destroy(draft)}
            />
          ))}
        </ul>
      )}
      {editing !== undefined && (
        <ConditionDialog
          initial={editing ?? undefined}
          usedResources={conditions.map((c) => c.type)}
          busy={add.isPending || change.isPending}
          onClose={close}
          onSave={save}
        />
      )}
    </Section>
  )
}
