import type { BatchJob } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { ImportCountCards } from '../batch-jobs/import-summary'
import { jobWarnings, levelOperations } from './import-levels'

/** The dry run's plan: stock levels to change, to create and left as they are; ignored columns. */
export function LevelImportCounts({ job }: { job: Pick<BatchJob, 'result'> }) {
  const { t } = useTranslation('inventory')
  const ops = levelOperations(job)
  const warnings = jobWarnings(job)
  if (!ops) return null
  return (
    <>
      <ImportCountCards
        columns={3}
        items={[
          [t('import.levelsUpdate'), ops.levels_update],
          [t('import.levelsCreate'), ops.levels_create],
          [t('import.levelsUnchanged'), ops.levels_unchanged],
        ]}
      />
      {warnings.length > 0 && (
        <section
          aria-label={t('import.warnings')}
          className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <h4 className="font-semibold">{t('import.warnings')}</h4>
          <ul className="list-disc ps-5">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
