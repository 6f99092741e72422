import { BATCH_JOB_AREAS } from '@mercato/domain'
import { useAdminCreateBatchJob } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { useMutationFeedback } from '../../components/ui/feedback'
import { useHasAction, useStaffAreas } from '../../lib/staff-areas'
import { usePolling } from '../../providers/polling'

/**
 * Starts an export batch job of what a list shows (`context`: its filters); the Activity panel follows
 * it and offers the CSV. `ns` is the list's namespace, whose `export.button` and `export.started` it says.
 */
export function ExportButton({
  type,
  context,
  ns,
}: {
  type: string
  context: Record<string, unknown>
  ns: string
}) {
  const { t } = useTranslation(ns)
  const feedback = useMutationFeedback(ns)
  const { resetInterval } = usePolling()
  const create = useAdminCreateBatchJob()
  const areas = useStaffAreas()
  const mayExport = useHasAction('exports')
  const area = BATCH_JOB_AREAS[type]
  const start = () =>
    create.mutate(
      { type, context, dry_run: false },
      {
        onSuccess: () => {
          feedback.success(t('export.started'))
          resetInterval()
        },
        onError: feedback.failure,
      },
    )
  // The server refuses an export of an area the user was not given, and any export to staff whose
  // exports are withheld.
  if ((area && !areas.has(area)) || !mayExport) return null
  return (
    <Button variant="secondary" loading={create.isPending} onClick={start}>
      {t('export.button')}
    </Button>
  )
}
