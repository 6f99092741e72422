import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import type { TableState } from '../../../components/ui/data-table-state'
import { hasUnexportableFilters, productExportContext } from './export-context'
import { ExportJobDialog, ExportScopeBox } from './export-job-dialog'

type ListState = Pick<TableState, 'filters' | 'order' | 'q'>

/** What the export will contain, in words, from the list's filters. */
function ExportScope({ state }: { state: ListState }) {
  const { t, i18n } = useTranslation('batch-jobs')
  const { t: tc } = useTranslation()
  const fields = productExportContext(state).filterable_fields ?? {}
  const lines = [
    fields.status &&
      t('export.filterStatus', {
        values: joinList(
          fields.status.map((s) => tc(`status.product.${s}`)),
          i18n.resolvedLanguage ?? 'en',
          'plain',
        ),
      }),
    fields.collection_id && t('export.filterCollection', { count: fields.collection_id.length }),
    fields.type_id && t('export.filterType', { count: fields.type_id.length }),
    fields.sales_channel_id && t('export.filterSalesChannel', { count: fields.sales_channel_id.length }),
  ].filter((line): line is string => !!line)
  return (
    <ExportScopeBox>
      {lines.length === 0 ? (
        <p className="text-sm text-gray-700">{t('export.allProducts')}</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">{t('export.filtered')}</p>
          <ul className="list-disc ps-5 text-sm text-gray-700">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {hasUnexportableFilters(state) && <p className="text-sm text-amber-700">{t('export.ignored')}</p>}
    </ExportScopeBox>
  )
}

/** Starts a `product-export` of the list's current filter and offers the CSV once it is written. */
export function ExportDialog({
  open,
  onClose,
  state,
}: {
  open: boolean
  onClose: () => void
  state: ListState
}) {
  const { t } = useTranslation('batch-jobs')
  return (
    <ExportJobDialog
      open={open}
      onClose={onClose}
      type="product-export"
      context={{ ...productExportContext(state) }}
      title={t('export.title')}
      scope={<ExportScope state={state} />}
      running={(done, total) => t('export.running', { done, total })}
      ready={(count) => t('export.ready', { count })}
    />
  )
}
