import { useAdminCreateBatchJob } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import type { TableState } from '../../../components/ui/data-table-state'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { usePolling } from '../../../providers/polling'
import { orderExportContext } from './export-context'

/** Starts an `order-export` of what the list shows; the Activity panel follows it and offers the CSV. */
export function ExportOrdersButton({ state }: { state: Pick<TableState, 'q' | 'order' | 'filters'> }) {
  const { t } = useTranslation('orders')
  const feedback = useMutationFeedback('orders')
  const { resetInterval } = usePolling()
  const create = useAdminCreateBatchJob()
  const start = () =>
    create.mutate(
      { type: 'order-export', context: orderExportContext(state), dry_run: false },
      {
        onSuccess: () => {
          feedback.success(t('export.started'))
          resetInterval()
        },
        onError: feedback.failure,
      },
    )
  return (
    <Button variant="secondary" loading={create.isPending} onClick={start}>
      {t('export.button')}
    </Button>
  )
}
