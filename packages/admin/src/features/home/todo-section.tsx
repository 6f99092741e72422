import type { OverviewTodo } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Section } from '../../components/ui/section'
import { formatNumber } from '../../lib/format'
import { useHasArea } from '../../lib/staff-areas'
import { AWAITING_TODOS, LOW_STOCK_ANCHOR, OPEN_DRAFTS_LINK, awaitingTodoLink, orderTodoLink } from './todo'

const LINK = 'font-medium text-violet-700 hover:underline'

/**
 * The day's work at the top of home, from the overview's counts: each leads to the list filtered the
 * same way. Rows with nothing to do are left out, and so is low stock for users without inventory.
 */
export function TodoSection({ todo }: { todo: OverviewTodo }) {
  const { t, i18n } = useTranslation('home')
  const locale = i18n.resolvedLanguage ?? 'en'
  const inventory = useHasArea('inventory')
  const rows = [
    { key: 'unfulfilled', count: todo.orders_to_fulfil, to: orderTodoLink('unfulfilled') },
    { key: 'toCapture', count: todo.payments_to_capture, to: orderTodoLink('toCapture') },
    ...AWAITING_TODOS.map(([kind, count, key]) => ({ key, count: todo[count], to: awaitingTodoLink(kind) })),
    { key: 'openDrafts', count: todo.open_draft_orders, to: OPEN_DRAFTS_LINK },
    { key: 'lowStock', count: inventory ? todo.low_stock : 0, to: `#${LOW_STOCK_ANCHOR}` },
  ].filter((row) => row.count > 0)

  return (
    <Section title={t('todo.title')}>
      {rows.length > 0 ? (
        <ul className="divide-y divide-gray-100">
          {rows.map((row) => {
            const text = t(`todo.${row.key}`, { count: row.count, n: formatNumber(row.count, locale) })
            return (
              <li key={row.key} className="py-2 text-sm">
                {row.to.startsWith('#') ? (
                  // Same page: a plain anchor keeps the period and currency in the URL.
                  <a href={row.to} className={LINK}>
                    {text}
                  </a>
                ) : (
                  <Link to={row.to} className={LINK}>
                    {text}
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      ) : (
        <div className="py-2 text-sm">
          <p className="font-medium text-gray-900">{t('todo.none')}</p>
          <p className="text-gray-500">{t('todo.noneHint')}</p>
        </div>
      )}
    </Section>
  )
}
