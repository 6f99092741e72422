import { getErrorMessage } from '@mercato/client'
import {
  adminProductKeys,
  useAdminCancelBatchJob,
  useAdminConfirmBatchJob,
  useAdminCreateBatchJob,
  useAdminUploadProtectedFile,
} from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { notify } from '../../../components/ui/notify'
import { Spinner } from '../../../components/ui/spinner'
import { usePolling } from '../../../providers/polling'
import { JobProgress } from '../../batch-jobs/job-progress'
import { JobStatusBadge } from '../../batch-jobs/job-status-badge'
import { importOperations } from '../../batch-jobs/job-state'
import { useWatchedJob } from '../../batch-jobs/use-watched-job'
import { CsvFilePicker } from './csv-file-picker'
import { DownloadTemplateButton } from './download-template-button'
import { importStage } from './import-stage'
import { ImportCounts, ImportErrors } from './import-summary'

/**
 * Import products from a CSV: upload the file, run the import as a dry run, show what it would do (or
 * the refused rows), and only write on confirm. Progress is followed until the job settles.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('batch-jobs')
  const queryClient = useQueryClient()
  const { refetchJobs } = usePolling()
  const [file, setFile] = useState<File | null>(null)
  const [jobId, setJobId] = useState<string | null>(null)
  const { job, restart } = useWatchedJob(jobId)
  const upload = useAdminUploadProtectedFile()
  const create = useAdminCreateBatchJob()
  const confirmJob = useAdminConfirmBatchJob(jobId ?? '')
  const cancelJob = useAdminCancelBatchJob(jobId ?? '')
  const stage = jobId ? importStage(job) : null
  const failure = (error: unknown) => notify.error(t('import.uploadFailed'), getErrorMessage(error))

  // Once written, the products list shows the new rows; the polling provider announces the completion.
  useEffect(() => {
    if (stage !== 'done') return
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() })
    refetchJobs()
  }, [stage, queryClient, refetchJobs])

  const check = async () => {
    if (!file) return
    try {
      const { uploads } = await upload.mutateAsync(file)
      const { batch_job } = await create.mutateAsync({
        type: 'product-import',
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
    cancelJob.mutate(undefined, {
      onSuccess: () => notify.info(t('import.canceled')),
      onError: failure,
    })
  const startOver = () => {
    setJobId(null)
    setFile(null)
  }
  const close = () => {
    // A summary left unanswered would wait for ever; closing it means "do not import".
    if (stage === 'review') cancelJob.mutate(undefined)
    onClose()
  }

  const busy = upload.isPending || create.isPending
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
  const footer =
    stage === null ? (
      <>
        {closeButton}
        <Button className="ms-auto" disabled={!file} loading={busy} onClick={() => void check()}>
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
        <Button variant="secondary" onClick={startOver}>
          {t('import.chooseAnother')}
        </Button>
        <span className="ms-auto">{confirmButton}</span>
      </>
    ) : stage === 'checking' || stage === 'importing' ? (
      closeButton
    ) : (
      <>
        <Button variant="secondary" onClick={startOver}>
          {t('import.chooseAnother')}
        </Button>
        <span className="ms-auto">{closeButton}</span>
      </>
    )

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('import.title')}
      description={t('import.description')}
      footer={footer}
    >
      <div className="flex flex-col gap-5">
        {stage === null && (
          <>
            <section className="flex flex-col items-start gap-2 rounded-lg bg-gray-50 p-4">
              <h3 className="text-sm font-semibold text-gray-900">{t('import.templateTitle')}</h3>
              <p className="text-sm text-gray-600">{t('import.templateHint')}</p>
              <DownloadTemplateButton />
            </section>
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
            <ImportCounts job={job} />
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
          <div className="flex flex-col gap-3" role="status">
            <h3 className="text-sm font-semibold text-emerald-700">{t('import.completedTitle')}</h3>
            <ImportCounts job={job} />
            <p className="sr-only">
              {t('import.completed', {
                created: importOperations(job)?.products_create ?? 0,
                updated: importOperations(job)?.products_update ?? 0,
              })}
            </p>
          </div>
        )}
        {job && stage === 'failed' && <ImportErrors job={job} title={t('import.failedTitle')} />}
        {stage === 'canceled' && <p className="text-sm text-gray-700">{t('import.canceled')}</p>}
      </div>
    </Modal>
  )
}
