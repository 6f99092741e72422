import type { PricedProduct, ProductOption } from '@mercato/client'
import { useAdminUpdateProduct } from '@mercato/react'
import * as Menu from '@radix-ui/react-dropdown-menu'
import { useState } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { useHasAction } from '../../../lib/staff-areas'
import { removeValueBody, renameValueBody, variantsWithValue } from './option-values'
import { productUpdate } from './payloads'
import { TextDialog } from './text-dialog'

const CHIP =
  'rounded-full bg-gray-100 px-2.5 py-0.5 text-xs text-gray-700 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-gray-900 data-[state=open]:bg-gray-200'
const MENU_CONTENT = 'z-30 min-w-40 rounded-lg border border-gray-200 bg-white p-1 shadow-lg'
const MENU_ITEM = 'cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-gray-100'

/** The distinct values the product's variants give an option, in the variants' order. */
export function optionValues(product: PricedProduct, optionId: string): string[] {
  const values = product.variants.flatMap((v) => (v.options ?? []).filter((o) => o.option_id === optionId))
  return [...new Set(values.map((o) => o.value))]
}

/** An option's values, each a menu to rename it on its variants or delete it with them. */
export function OptionValues({ product, option }: { product: PricedProduct; option: ProductOption }) {
  const { t, i18n } = useTranslation('product-detail')
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const update = useAdminUpdateProduct(product.id)
  const [renaming, setRenaming] = useState<string | null>(null)
  // Deleting a value deletes its variants.
  const mayDelete = useHasAction('deletions')
  const values = optionValues(product, option.id)

  const rename = (from: string, to: string) => {
    if (to === from) return setRenaming(null)
    update.mutate(productUpdate(renameValueBody(product, option.id, from, to)), {
      onSuccess: () => {
        feedback.success(t('toast.value_renamed'))
        setRenaming(null)
      },
      onError: feedback.failure,
    })
  }

  const remove = async (value: string) => {
    const variants = variantsWithValue(product, option.id, value)
    const ok = await confirm({
      title: t('options.delete_value_title'),
      description: t('options.delete_value_message', {
        title: option.title,
        value,
        variants: joinList(
          variants.map((v) => v.title),
          i18n.resolvedLanguage ?? 'en',
        ),
      }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      update.mutate(productUpdate(removeValueBody(product, option.id, value)), {
        onSuccess: () => feedback.success(t('toast.value_deleted')),
        onError: feedback.failure,
      })
  }

  if (values.length === 0) return <p className="text-xs text-gray-500">{t('options.no_values')}</p>
  return (
    <>
      <ul aria-label={t('options.values', { title: option.title })} className="flex flex-wrap gap-1">
        {values.map((value) => (
          <li key={value}>
            <Menu.Root>
              <Menu.Trigger
                className={CHIP}
                aria-label={t('options.value_actions', { title: option.title, value })}
              >
                {value}
                <span aria-hidden className="ms-1 text-gray-400">
                  ▾
                </span>
              </Menu.Trigger>
              <Menu.Portal>
                <Menu.Content align="start" sideOffset={4} className={MENU_CONTENT}>
                  <Menu.Item onSelect={() => setRenaming(value)} className={`${MENU_ITEM} text-gray-700`}>
                    {t('options.rename_value')}
                  </Menu.Item>
                  {mayDelete && (
                    <Menu.Item onSelect={() => void remove(value)} className={`${MENU_ITEM} text-red-700`}>
                      {t('options.delete_value')}
                    </Menu.Item>
                  )}
                </Menu.Content>
              </Menu.Portal>
            </Menu.Root>
          </li>
        ))}
      </ul>
      {renaming !== null && (
        <TextDialog
          title={t('options.rename_value_title', { title: option.title })}
          label={t('options.value')}
          initial={renaming}
          pending={update.isPending}
          onSubmit={(to) => rename(renaming, to)}
          onClose={() => setRenaming(null)}
        />
      )}
    </>
  )
}
