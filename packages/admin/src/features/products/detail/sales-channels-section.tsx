import type { PricedProduct, SalesChannel } from '@mercato/client'
import { useAdminSalesChannels, useAdminUpdateProduct } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'

/** Where the product is sold; the update's sales_channels replaces the whole list. */
export function SalesChannelsSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const selectId = useId()
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const update = useAdminUpdateProduct(product.id)
  const { sales_channels: all } = useAdminSalesChannels({ limit: 100 })
  const [choice, setChoice] = useState('')
  const current = product.sales_channels ?? []
  const available = (all ?? []).filter((c) => !current.some((p) => p.id === c.id))

  const save = (channels: { id: string }[], message: string) =>
    update.mutate(
      { sales_channels: channels.map((c) => ({ id: c.id })) },
      { onSuccess: () => feedback.success(message), onError: feedback.failure },
    )

  const add = () => {
    if (!choice) return
    save([...current, { id: choice }], t('toast.channel_added'))
    setChoice('')
  }

  const removeChannel = async (channel: SalesChannel) => {
    const ok = await confirm({
      title: t('channels.remove_title'),
      description: t('channels.remove_message', { name: channel.name }),
      confirmLabel: t('actions.remove'),
      destructive: true,
    })
    if (ok)
      save(
        current.filter((c) => c.id !== channel.id),
        t('toast.channel_removed'),
      )
  }

  return (
    <Section title={t('channels.title')}>
      {current.length === 0 ? (
        <p className="text-sm text-gray-500">{t('channels.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {current.map((channel) => (
            <li key={channel.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="text-gray-900">{channel.name}</span>
              <Button
                size="small"
                variant="danger"
                aria-label={t('channels.remove', { name: channel.name })}
                onClick={() => void removeChannel(channel)}
              >
                {t('actions.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 && (
        <div className="mt-4 flex items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
              {t('channels.add_label')}
            </label>
            <select
              id={selectId}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              className="h-9 rounded-lg border border-gray-300 bg-gray-50 px-3 text-sm"
            >
              <option value="">{t('channels.choose')}</option>
              {available.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!choice} loading={update.isPending} onClick={add}>
            {t('actions.add')}
          </Button>
        </div>
      )}
    </Section>
  )
}
