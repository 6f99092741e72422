import type { PublishableApiKey } from '@mercato/client'
import {
  useAdminAddPublishableKeySalesChannelsBatch,
  useAdminPublishableApiKeySalesChannels,
  useAdminRemovePublishableKeySalesChannelsBatch,
  useAdminSalesChannels,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { Spinner } from '../../../components/ui/spinner'
import { useMutationFeedback } from '../../../components/ui/feedback'

/** Which sales channels a key's Store API requests see: each checkbox adds or removes one at once. */
export function KeyChannelsModal({ apiKey, onClose }: { apiKey: PublishableApiKey; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const feedback = useMutationFeedback('settings')
  const { sales_channels: all, isLoading } = useAdminSalesChannels({ limit: 1000 })
  const { sales_channels: linked = [] } = useAdminPublishableApiKeySalesChannels(apiKey.id)
  const add = useAdminAddPublishableKeySalesChannelsBatch(apiKey.id)
  const remove = useAdminRemovePublishableKeySalesChannelsBatch(apiKey.id)
  // What was clicked shows at once; a failed call puts the box back.
  const [chosen, setChosen] = useState<Record<string, boolean>>({})
  const busy = add.isPending || remove.isPending
  const toggle = (id: string, name: string, on: boolean) => {
    setChosen((c) => ({ ...c, [id]: on }))
    const body = { sales_channel_ids: [{ id }] }
    const onSuccess = () =>
      feedback.success(t(on ? 'apiKeys.channelAdded' : 'apiKeys.channelRemoved', { name }))
    const onError = (error: unknown) => {
      setChosen(({ [id]: _, ...rest }) => rest)
      feedback.failure(error)
    }
    if (on) add.mutate(body, { onSuccess, onError })
    else remove.mutate(body, { onSuccess, onError })
  }
  return (
    <Modal
      guardChanges={false}
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('apiKeys.channelsTitle')}
      description={apiKey.title}
      footer={
        <Button className="ms-auto" onClick={onClose}>
          {t('actions.done')}
        </Button>
      }
    >
      {isLoading ? (
        <Spinner />
      ) : (
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="sr-only">{t('apiKeys.channelsTitle')}</legend>
          {(all ?? []).map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className="accent-violet-600"
                checked={chosen[c.id] ?? linked.some((l) => l.id === c.id)}
                onChange={(e) => toggle(c.id, c.name, e.target.checked)}
              />
              {c.name}
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  )
}
