import * as Dialog from '@radix-ui/react-dialog'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { usePolling } from '../../providers/polling'
import { isSettled } from './job-state'

const BatchJobList = lazy(() => import('./batch-job-list'))

/**
 * The header's "Activity" button and the slide-over it opens: recent imports and exports from the
 * dashboard's batch-job polling (same list, same schedule), newest first.
 */
export function BatchJobsPanel() {
  const { t } = useTranslation('batch-jobs')
  const { batchJobs, refetchJobs } = usePolling()
  const [open, setOpen] = useState(false)
  const jobs = [...(batchJobs ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at))
  const running = jobs.filter((job) => !isSettled(job.status)).length
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) refetchJobs()
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="small">
          {t('actions.activity')}
          {running > 0 && (
            <span className="rounded-full bg-violet-100 px-1.5 text-xs font-semibold text-violet-700 tabular-nums">
              {running}
            </span>
          )}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/20" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-50 flex w-[min(100vw,420px)] flex-col border-s border-gray-200 bg-white shadow-xl">
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-gray-900">{t('panel.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-gray-500">
                {t('panel.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="small">
                {t('actions.close')}
              </Button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <Suspense fallback={<Spinner className="m-6" />}>
              <BatchJobList jobs={jobs} />
            </Suspense>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
