import type { BatchJob } from '@mercato/client'
import {
  useAdminCancelBatchJob,
  useAdminConfirmBatchJob,
  useAdminCreateBatchJob,
  useAdminUploadProtectedFile,
} from '@mercato/react'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { Modal } from '../../components/ui/modal'
import { notify } from '../../components/ui/notify'
import { Spinner } from '../../components/ui/spinner'
import { usePolling } from '../../providers/polling'
import { CsvFilePicker } from './csv-file-picker'
import { importStage } from './import-stage'
import { ImportErrors } from './import-summary'
import { JobProgress } from './job-progress'
import { JobStatusBadge } from './job-status-badge'
import { useWatchedJob } from './use-watched-job'
import { describeError } from '../../lib/server-messages'

export interface BatchImportDialogProps {
  open: boolean
  onClose: () => void
  /** The batch job that reads the file, e.g. `product-import`. */
  type: string
  /** Refreshed once the import has written; keep it stable (a module constant). */
  invalidates: QueryKey
  title: string
  description: string
  /** Above the file picker: what the file should hold. */
  intro: ReactNode
  /** The dry run's plan, shown for review and again once the import is done. */
  summary: (job: BatchJob) => ReactNode
  completedTitle: string
  /** Said to screen readers along with the title once done. */
  completedNote?: (job: BatchJob) => string
  /** A dry run already made, opened again (from the Activity panel) for its review. */
  jobId?: string | null
}

/**
 * Import from a CSV: upload the file, run the import as a dry run, show what it would do (or the
 * refused rows), and only write on confirm. Progress is followed until the job settles.
 */
export function BatchImportDialog({
  open,
  onClose,
  type,
  invalidates,
  title,
  description,
  intro,
  summary,
  completedTitle,
  completedNote,
  jobId: reopened = null,
}: BatchImportDialogProps) {
  const { t } = useTranslation('batch-jobs')
  const queryClient = useQueryClient()
  const { refetchJobs } = usePolling()
  const [file, setFile] = useState<File | null>(null)
  const [jobId, setJobId] = useState<string | null>(reopened)
  const { job, restart } = useWatchedJob(jobId)
  const upload = useAdminUploadProtectedFile()
  const create = useAdminCreateBatchJob()
  const confirmJob = useAdminConfirmBatchJob(jobId ?? '')
  const cancelJob = useAdminCancelBatchJob(jobId ?? '')
  const stage = jobId ? importStage(job) : null
  const failure = (error: unknown) =>
    void describeError(t, error).then((text) => notify.error(t('import.uploadFailed'), text))

  // Once written, the pages show the new data; the polling provider announces the completion.
  useEffect(() => {
    if (stage !== 'done') return
    void queryClient.invalidateQueries({ queryKey: invalidates })
    refetchJobs()
  }, [stage, queryClient, refetchJobs, invalidates])

  const check = async () => {
    if (!file) return
    try {
      const { uploads } = await upload.mutateAsync(file)
      const { batch_job } = await create.mutateAsync({
        type,
        context: { fileKey: uploads[0]!.key },
        dry_run: true,
      })
      setJobId(batch_job.id)
      restart()
    } catch (error) {
      failure(error)
    }
  }
  const confirm = () => confirmJob.mutate(undefined, { onSuccess: restart, onError: failure })
  const cancel = () =>
    cancelJob.mutate(undefined, { onSuccess: () => notify.info(t('import.canceled')), onError: failure })
  const startOver = () => {
    setJobId(null)
    setFile(null)
  }
  const close = () => {
    // A summary left unanswered would wait for ever; closing it means "do not import".
    if (stage === 'review') cancelJob.mutate(undefined)
    onClose()
  }

  const closeButton = (
    <Button variant="secondary" onClick={close}>
      {t('actions.close')}
    </Button>
  )
  const confirmButton = (
    <Button disabled={stage !== 'review'} loading={confirmJob.isPending} onClick={confirm}>
      {t('import.confirm')}
    </Button>
  )
  const chooseAnother = (
    <Button variant="secondary" onClick={startOver}>
      {t('import.chooseAnother')}
    </Button>
  )
  const footer =
    stage === null ? (
      <>
        {closeButton}
        <Button
          className="ms-auto"
          disabled={!file}
          loading={upload.isPending || create.isPending}
          onClick={() => void check()}
        >
          {t('import.check')}
        </Button>
      </>
    ) : stage === 'review' ? (
      <>
        <Button variant="secondary" loading={cancelJob.isPending} onClick={cancel}>
          {t('import.cancelImport')}
        </Button>
        <span className="ms-auto">{confirmButton}</span>
      </>
    ) : stage === 'invalid' ? (
      <>
        {chooseAnother}
        <span className="ms-auto">{confirmButton}</span>
      </>
    ) : stage === 'checking' || stage === 'importing' ? (
      closeButton
    ) : (
      <>
        {chooseAnother}
        <span className="ms-auto">{closeButton}</span>
      </>
    )

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      description={description}
      footer={footer}
    >
      <div className="flex flex-col gap-5">
        {stage === null && (
          <>
            {intro}
            <CsvFilePicker file={file} onChange={setFile} />
          </>
        )}
        {stage === 'checking' && (
          <p className="flex items-center gap-3 text-sm text-gray-700">
            <Spinner size="medium" />
            {t('import.checking')}
          </p>
        )}
        {job && stage === 'review' && (
          <>
            <h3 className="text-sm font-semibold text-gray-900">{t('import.summaryTitle')}</h3>
            {job.result?.encoding === 'windows-1252' && (
              <p
                role="note"
                className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {t('import.encoding1252')}
              </p>
            )}
            {summary(job)}
          </>
        )}
        {job && stage === 'invalid' && <ImportErrors job={job} title={t('import.errorsTitle')} />}
        {job && stage === 'importing' && (
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-3">
              <JobStatusBadge status={job.status} />
              <span className="text-sm text-gray-700">{t('import.importing')}</span>
            </div>
            <JobProgress job={job} label={t('import.importing')} />
          </div>
        )}
        {job && stage === 'done' && (
          <div className="flex flex-col gap-3">
            {/* Only the outcome is announced; the table of changes is read at the reader's pace. */}
            <div role="status">
              <h3 className="text-sm font-semibold text-emerald-700">{completedTitle}</h3>
              {completedNote && <p className="sr-only">{completedNote(job)}</p>}
            </div>
            {summary(job)}
          </div>
        )}
        {job && stage === 'failed' && <ImportErrors job={job} title={t('import.failedTitle')} />}
        {stage === 'canceled' && <p className="text-sm text-gray-700">{t('import.canceled')}</p>}
      </div>
    </Modal>
  )
}
