import type { DraftOrder } from '@mercato/client'
import { StatusBadge } from '../../components/ui/status-badge'

/** Open or completed, translated (status.draftOrder.* in translation.json). */
export function DraftStatusBadge({ status }: { status: DraftOrder['status'] }) {
  return <StatusBadge kind="draftOrder" status={status} />
}
