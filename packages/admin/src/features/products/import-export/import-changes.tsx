import type { BatchJob, ProductImportChange, ProductImportValue } from '@mercato/client'
import { useId } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '../../../lib/format'
import { type ChangeGroup, groupChanges, importChanges } from './change-groups'

/**
 * What the import writes, item by item: the products and variants it creates, and for stored ones
 * each value it changes (before and after). The server lists the first changes and counts them all.
 */
export function ImportChanges({ job }: { job: Pick<BatchJob, 'result' | 'status'> }) {
  const { t } = useTranslation('batch-jobs')
  const headingId = useId()
  const changes = importChanges(job)
  if (!changes) return null
  const title = job.status === 'completed' ? t('import.changes.doneTitle') : t('import.changes.title')
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-gray-900">
        {title}
      </h4>
      {changes.listed.length === 0 ? (
        <p className="text-sm text-gray-600">{t('import.changes.none')}</p>
      ) : (
        <div className="overflow-hidden rounded-lg border border-gray-200">
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-gray-50 text-xs text-gray-500">
              <tr>
                <th scope="col" className="w-1/3 px-3 py-2 text-start font-medium">
                  {t('import.changes.column')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('import.changes.before')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('import.changes.after')}
                </th>
              </tr>
            </thead>
            {groupChanges(changes.listed).map((group) => (
              <ChangeRows key={group.key} group={group} />
            ))}
          </table>
        </div>
      )}
      {changes.total > changes.listed.length && (
        <p className="text-xs text-gray-500">
          {t('import.changes.shown', { shown: changes.listed.length, total: changes.total })}
        </p>
      )}
    </section>
  )
}

function ChangeRows({ group }: { group: ChangeGroup }) {
  const { t } = useTranslation('batch-jobs')
  const { product, variant } = group
  const productName = product.title ?? product.handle
  const variantName = variant ? (variant.title ?? variant.sku ?? '') : null
  return (
    <tbody className="border-t border-gray-200">
      <tr>
        <th scope="colgroup" colSpan={3} className="px-3 pt-3 pb-1 text-start font-medium text-gray-900">
          <span className="flex flex-wrap items-center gap-2">
            {/* The store's own words keep their direction on a right-to-left page. */}
            <bdi>{variantName ? `${productName} › ${variantName}` : productName}</bdi>
            {variant?.sku && variant.sku !== variantName && (
              <span className="font-mono text-xs font-normal text-gray-500">{variant.sku}</span>
            )}
            {group.action === 'create' && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                {variant ? t('import.changes.newVariant') : t('import.changes.newProduct')}
              </span>
            )}
          </span>
        </th>
      </tr>
      {group.changes.map((change) => (
        <tr key={`${change.column}:${change.option ?? ''}`} className="align-top">
          <th scope="row" className="px-3 py-1.5 text-start font-normal break-words text-gray-600">
            {change.option ? t('import.changes.option', { name: change.option }) : change.column}
          </th>
          <td className="px-3 py-1.5 break-words text-gray-500">
            <ChangeValue change={change} value={change.from} />
          </td>
          <td className="px-3 py-1.5 font-medium break-words text-gray-900">
            <ChangeValue change={change} value={change.to} />
          </td>
        </tr>
      ))}
    </tbody>
  )
}

/** A value as the dashboard shows it elsewhere: money in its currency, statuses and yes/no translated. */
function ChangeValue({ change, value }: { change: ProductImportChange; value?: ProductImportValue }) {
  const { t, i18n } = useTranslation('batch-jobs')
  const locale = i18n.resolvedLanguage ?? 'en'
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return <span className="text-gray-400 italic">{t('import.changes.empty')}</span>
  let text: string
  if (Array.isArray(value)) text = joinList(value, locale, 'plain')
  else if (typeof value === 'boolean') text = t(value ? 'common.yes' : 'common.no', { ns: 'translation' })
  else if (typeof value === 'number')
    text = change.currency_code
      ? formatMoney(value, change.currency_code, locale)
      : formatNumber(value, locale)
  else if (change.column === 'Product Status')
    text = t(`status.product.${value}`, { ns: 'translation', defaultValue: value })
  else text = value
  return (
    <span className="line-clamp-3" title={text}>
      {text}
    </span>
  )
}
