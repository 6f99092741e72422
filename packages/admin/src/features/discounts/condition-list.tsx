import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import type { ConditionDraft } from './discount-form'

export interface ConditionRowProps {
  condition: ConditionDraft
  /** While the resources' names are still loading. */
  loading?: boolean
  onEdit: (condition: ConditionDraft) => void
  onRemove: (condition: ConditionDraft) => void
}

const SHOWN = 5

/** One condition as a sentence ("Products — in: Shirt, Hat") with Edit and Remove. */
export function ConditionRow({ condition, loading, onEdit, onRemove }: ConditionRowProps) {
  const { t, i18n } = useTranslation('discounts')
  const names = condition.items.slice(0, SHOWN).map((i) => i.label)
  const more = condition.items.length - names.length
  const heading = t('conditions.summary', {
    resource: t(`resource.${condition.resource}`),
    operator: t(`operator.${condition.operator}`),
  })
  return (
    <li className="flex items-start gap-3 py-2" aria-label={heading}>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-gray-900">{heading}</p>
        <p className="truncate text-gray-600">
          {loading ? '…' : joinList(names, i18n.resolvedLanguage ?? 'en', 'plain')}
          {more > 0 && ` ${t('conditions.more', { count: more })}`}
        </p>
      </div>
      <Button size="small" variant="secondary" disabled={loading} onClick={() => onEdit(condition)}>
        {t('actions.edit')}
      </Button>
      <Button size="small" variant="danger" onClick={() => onRemove(condition)}>
        {t('actions.remove')}
      </Button>
    </li>
  )
}

/** Conditions held by the create form. */
export function ConditionList({
  conditions,
  onEdit,
  onRemove,
}: Omit<ConditionRowProps, 'condition' | 'loading'> & { conditions: ConditionDraft[] }) {
  const { t } = useTranslation('discounts')
  if (conditions.length === 0) return <p className="text-sm text-gray-500">{t('conditions.empty')}</p>
  return (
    <ul className="flex flex-col divide-y divide-gray-100">
      {conditions.map((condition) => (
        <ConditionRow key={condition.resource} condition={condition} onEdit={onEdit} onRemove={onRemove} />
      ))}
    </ul>
  )
}
