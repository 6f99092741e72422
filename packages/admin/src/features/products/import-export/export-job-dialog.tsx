import { useAdminCreateBatchJob } from '@mercato/react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Modal, ModalClose } from '../../../components/ui/modal'
import { notify } from '../../../components/ui/notify'
import { DownloadExportButton } from '../../batch-jobs/download-export-button'
import { JobProgress } from '../../batch-jobs/job-progress'
import { exportFileKey, jobErrors, jobProgress } from '../../batch-jobs/job-state'
import { useWatchedJob } from '../../batch-jobs/use-watched-job'
import { describeError } from '../../../lib/server-messages'

/** A section saying what an export will contain, for the body of an {@link ExportJobDialog}. */
export function ExportScopeBox({ children }: { children: ReactNode }) {
  const { t } = useTranslation('batch-jobs')
  return (
    <section className="flex flex-col gap-2 rounded-lg bg-gray-50 p-4">
      <h3 className="text-sm font-semibold text-gray-900">{t('export.scope')}</h3>
      {children}
    </section>
  )
}

/**
 * Starts an export batch job of `type` with `context`, follows it and offers the CSV once written.
 * `scope` says what will be exported; with `canExport` false (nothing to export) no job can be started.
 */
export function ExportJobDialog({
  open,
  onClose,
  type,
  context,
  title,
  scope,
  canExport = true,
  running,
  ready,
}: {
  open: boolean
  onClose: () => void
  type: string
  context: Record<string, unknown>
  title: string
  scope: ReactNode
  canExport?: boolean
  running: (done: number, total: number) => string
  ready: (count: number) => string
}) {
  const { t } = useTranslation('batch-jobs')
  const [jobId, setJobId] = useState<string | null>(null)
  const { job, restart } = useWatchedJob(jobId)
  const create = useAdminCreateBatchJob()
  const start = () =>
    create.mutate(
      { type, context, dry_run: false },
      {
        onSuccess: ({ batch_job }) => {
          setJobId(batch_job.id)
          restart()
        },
        onError: (error) =>
          void describeError(t, error).then((text) => notify.error(t('export.failed'), text)),
      },
    )
  const fileKey = job ? exportFileKey(job) : null
  const progress = job ? jobProgress(job) : null

  return (
    <Modal
      guardChanges={false}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
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
              canExport && (
                <Button disabled={!!jobId} loading={create.isPending} onClick={start}>
                  {t('export.start')}
                </Button>
              )
            )}
          </span>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {scope}
        {jobId && !job && <p className="text-sm text-gray-700">{t('export.waiting')}</p>}
        {job && !fileKey && job.status !== 'failed' && job.status !== 'canceled' && progress && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-gray-700">
              {progress.total === null ? t('export.waiting') : running(progress.done, progress.total)}
            </p>
            <JobProgress job={job} label={t('export.waiting')} />
          </div>
        )}
        {job && fileKey && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {ready(progress?.total ?? 0)}
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
