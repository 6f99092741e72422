import { useTranslation } from 'react-i18next'
import type { CategoryNode } from './tree'

const PILL = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap'

/** A category's active and internal flags as translated pills. */
export function FlagBadges({
  category,
  id,
}: {
  category: Pick<CategoryNode, 'is_active' | 'is_internal'>
  id?: string
}) {
  const { t } = useTranslation('catalogue')
  return (
    <span id={id} className="flex flex-wrap gap-1">
      <span
        data-flag="active"
        className={`${PILL} ${category.is_active ? 'bg-emerald-100 text-emerald-800' : 'bg-gray-100 text-gray-700'}`}
      >
        {t(category.is_active ? 'flags.active' : 'flags.inactive')}
      </span>
      <span
        data-flag="internal"
        className={`${PILL} ${category.is_internal ? 'bg-amber-100 text-amber-800' : 'bg-sky-100 text-sky-800'}`}
      >
        {t(category.is_internal ? 'flags.internal' : 'flags.public')}
      </span>
    </span>
  )
}
