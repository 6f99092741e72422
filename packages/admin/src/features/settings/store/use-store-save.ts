import type { AdminPostStoreReq } from '@mercato/client'
import { useAdminUpdateStore } from '@mercato/react'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { useEditTracker } from '../../../components/ui/unsaved-changes'

/**
 * Saving one of the store page's forms: `save(body, message)` sends the update (nothing to send still
 * confirms), then forgets the form's edits and toasts the message; `changes` tracks unsaved edits.
 */
export function useStoreSave() {
  const feedback = useMutationFeedback('settings')
  const update = useAdminUpdateStore()
  const changes = useEditTracker()
  const save = (body: AdminPostStoreReq | null, message: string) => {
    const saved = () => {
      changes.reset()
      feedback.success(message)
    }
    if (!body) return saved()
    update.mutate(body, { onSuccess: saved, onError: feedback.failure })
  }
  return { save, changes, busy: update.isPending }
}
