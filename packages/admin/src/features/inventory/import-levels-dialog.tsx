import { getErrorMessage } from '@mercato/client'
import {
  adminInventoryItemsKeys,
  useAdminCancelBatchJob,
  useAdminConfirmBatchJob,
  useAdminCreateBatchJob,
  useAdminUploadProtectedFile,
} from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { Modal } from '../../components/ui/modal'
import { notify } from '../../components/ui/notify'
import { Spinner } from '../../components/ui/spinner'
import { usePolling } from '../../providers/polling'
import { JobProgress } from '../batch-jobs/job-progress'
import { JobStatusBadge } from '../batch-jobs/job-status-badge'
import { useWatchedJob } from '../batch-jobs/use-watched-job'
// The file picker, the stage of a job and its row errors are the product import's, reused as they are.
import { CsvFilePicker } from '../products/import-export/csv-file-picker'
import { importStage } from '../products/import-export/import-stage'
import { ImportErrors } from '../products/import-export/import-summary'
import { LevelImportCounts } from './import-levels-summary'

/**
 * Import stock per item and location from a CSV (an edited inventory export): upload, dry run, show
 * what would change (or the refused rows), write only on confirm, then follow the job to its end.
 */
export function ImportLevelsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['inventory', 'batch-jobs'])
  const b = (key: string) => t(key, { ns: 'batch-jobs' })
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
  const failure = (error: unknown) => notify.error(b('import.uploadFailed'), getErrorMessage(error))

  // Once written, the inventory pages show the new stock; the polling provider announces the completion.
  useEffect(() => {
    if (stage !== 'done') return
    void queryClient.invalidateQueries({ queryKey: adminInventoryItemsKeys.all })
    refetchJobs()
  }, [stage, queryClient, refetchJobs])

  const check = async () => {
    if (!file) return
    try {
      const { uploads } = await upload.mutateAsync(file)
      const { batch_job } = await create.mutateAsync({
        type: 'inventory-import',
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
    cancelJob.mutate(undefined, { onSuccess: () => notify.info(b('import.canceled')), onError: failure })
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
      {b('actions.close')}
    </Button>
  )
  const confirmButton = (
    <Button disabled={stage !== 'review'} loading={confirmJob.isPending} onClick={confirm}>
      {b('import.confirm')}
    </Button>
  )
  const chooseAnother = (
    <Button variant="secondary" onClick={startOver}>
      {b('import.chooseAnother')}
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
          {b('import.check')}
        </Button>
      </>
    ) : stage === 'review' ? (
      <>
        <Button variant="secondary" loading={cancelJob.isPending} onClick={cancel}>
          {b('import.cancelImport')}
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
      title={t('import.title')}
      description={t('import.description')}
      footer={footer}
    >
      <div className="flex flex-col gap-5">
        {stage === null && (
          <>
            <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-600">{t('import.hint')}</p>
            <CsvFilePicker file={file} onChange={setFile} />
          </>
        )}
        {stage === 'checking' && (
          <p className="flex items-center gap-3 text-sm text-gray-700">
            <Spinner size="medium" />
            {b('import.checking')}
          </p>
        )}
        {job && stage === 'review' && (
          <>
            <h3 className="text-sm font-semibold text-gray-900">{b('import.summaryTitle')}</h3>
            <LevelImportCounts job={job} />
          </>
        )}
        {job && stage === 'invalid' && <ImportErrors job={job} title={b('import.errorsTitle')} />}
        {job && stage === 'importing' && (
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-3">
              <JobStatusBadge status={job.status} />
              <span className="text-sm text-gray-700">{b('import.importing')}</span>
            </div>
            <JobProgress job={job} label={b('import.importing')} />
          </div>
        )}
        {job && stage === 'done' && (
          <div className="flex flex-col gap-3" role="status">
            <h3 className="text-sm font-semibold text-emerald-700">{t('import.completed')}</h3>
            <LevelImportCounts job={job} />
          </div>
        )}
        {job && stage === 'failed' && <ImportErrors job={job} title={b('import.failedTitle')} />}
        {stage === 'canceled' && <p className="text-sm text-gray-700">{b('import.canceled')}</p>}
      </div>
    </Modal>
  )
}
