import type { PricedProduct, ProductOption } from '@mercato/client'
import {
  useAdminCreateProductOption,
  useAdminDeleteProductOption,
  useAdminUpdateProductOption,
} from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { OptionValues } from './option-value-menu'
import { TextDialog } from './text-dialog'

/** Options by title with the values their variants give them; a value is renamed or deleted on its variants. */
export function OptionsSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const [editing, setEditing] = useState<ProductOption | 'new' | null>(null)
  const create = useAdminCreateProductOption(product.id)
  const rename = useAdminUpdateProductOption(product.id)
  const remove = useAdminDeleteProductOption(product.id)
  const close = () => setEditing(null)
  const done = (message: string) => ({
    onSuccess: () => {
      feedback.success(message)
      close()
    },
    onError: feedback.failure,
  })

  const save = (title: string) => {
    if (editing === 'new') create.mutate({ title }, done(t('toast.option_created')))
    else if (editing) rename.mutate({ option_id: editing.id, title }, done(t('toast.option_saved')))
  }

  const destroy = async (option: ProductOption) => {
    const ok = await confirm({
      title: t('options.delete_title'),
      description: t('options.delete_message', { title: option.title }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(option.id, {
        onSuccess: () => feedback.success(t('toast.option_deleted')),
        onError: feedback.failure,
      })
  }

  const options = product.options ?? []
  return (
    <Section
      title={t('options.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setEditing('new')}>
          {t('options.add')}
        </Button>
      }
    >
      {options.length === 0 ? (
        <p className="text-sm text-gray-500">{t('options.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {options.map((option) => (
            <li key={option.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="text-sm font-medium text-gray-900">{option.title}</p>
                <OptionValues product={product} option={option} />
              </div>
              <div className="flex gap-1">
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('options.rename', { title: option.title })}
                  onClick={() => setEditing(option)}
                >
                  {t('actions.rename')}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={t('options.delete', { title: option.title })}
                  onClick={() => void destroy(option)}
                >
                  {t('actions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {options.length > 0 && <p className="mt-2 text-xs text-gray-500">{t('options.values_menu_hint')}</p>}
      {editing && (
        <TextDialog
          title={t(editing === 'new' ? 'options.add_title' : 'options.rename_title')}
          label={t('options.option_title')}
          initial={editing === 'new' ? '' : editing.title}
          pending={create.isPending || rename.isPending}
          onSubmit={save}
          onClose={close}
        />
      )}
    </Section>
  )
}
