import type { BatchJob } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/ui/empty-state'
import { BatchJobRow } from './batch-job-row'

/** The panel's body, loaded with its first opening so the header stays light. */
export default function BatchJobList({ jobs }: { jobs: BatchJob[] }) {
  const { t } = useTranslation('batch-jobs')
  if (jobs.length === 0) return <EmptyState title={t('panel.empty')} description={t('panel.emptyHint')} />
  return (
    <ul aria-label={t('panel.title')}>
      {jobs.map((job) => (
        <BatchJobRow key={job.id} job={job} />
      ))}
    </ul>
  )
}
