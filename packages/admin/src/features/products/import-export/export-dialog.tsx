import { getErrorMessage } from '@mercato/client'
import { useAdminCreateBatchJob } from '@mercato/react'
import { useState } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import type { TableState } from '../../../components/ui/data-table-state'
import { Modal, ModalClose } from '../../../components/ui/modal'
import { notify } from '../../../components/ui/notify'
import { DownloadExportButton } from '../../batch-jobs/download-export-button'
import { JobProgress } from '../../batch-jobs/job-progress'
import { exportFileKey, jobErrors, jobProgress } from '../../batch-jobs/job-state'
import { useWatchedJob } from '../../batch-jobs/use-watched-job'
import { hasUnexportableFilters, productExportContext } from './export-context'

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
    <section className="flex flex-col gap-2 rounded-lg bg-gray-50 p-4">
      <h3 className="text-sm font-semibold text-gray-900">{t('export.scope')}</h3>
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
    </section>
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
  const [jobId, setJobId] = useState<string | null>(null)
  const { job, restart } = useWatchedJob(jobId)
  const create = useAdminCreateBatchJob()
  const start = () =>
    create.mutate(
      { type: 'product-export', context: { ...productExportContext(state) }, dry_run: false },
      {
        onSuccess: ({ batch_job }) => {
          setJobId(batch_job.id)
          restart()
        },
        onError: (error) => notify.error(t('export.failed'), getErrorMessage(error)),
      },
    )
  const fileKey = job ? exportFileKey(job) : null
  const progress = job ? jobProgress(job) : null

  return (
    <Modal
      guardChanges={false}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('export.title')}
      description={t('export.description')}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary">{t('actions.close')}</Button>
          </ModalClose>
          <span className="ms-auto">
            {fileKey ? (
              <DownloadExportButton fileKey={fileKey} />
            ) : (
              <Button disabled={!!jobId} loading={create.isPending} onClick={start}>
                {t('export.start')}
              </Button>
            )}
          </span>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <ExportScope state={state} />
        {jobId && !job && <p className="text-sm text-gray-700">{t('export.waiting')}</p>}
        {job && !fileKey && job.status !== 'failed' && job.status !== 'canceled' && progress && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-gray-700">
              {progress.total === null
                ? t('export.waiting')
                : t('export.running', { done: progress.done, total: progress.total })}
            </p>
            <JobProgress job={job} label={t('export.waiting')} />
          </div>
        )}
        {job && fileKey && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {t('export.ready', { count: progress?.total ?? 0 })}
          </p>
        )}
        {job && job.status === 'failed' && (
          <p role="alert" className="text-sm text-rose-700">
            {t('export.failed')}:{' '}
            {jobErrors(job)
              .map((e) => e.message)
              .join('; ')}
          </p>
        )}
      </div>
    </Modal>
  )
}
