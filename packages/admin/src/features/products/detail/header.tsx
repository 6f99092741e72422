import type { PricedProduct } from '@mercato/client'
import { useAdminCreateProduct, useAdminDeleteProduct, useAdminUpdateProduct } from '@mercato/react'
import * as Menu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PRODUCTS_PATH, productPath } from '../urls'
import { confirm } from '../../../components/ui/confirm-dialog'
import { duplicatePayload } from './duplicate'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { useHasAction } from '../../../lib/staff-areas'
import { StatusBadge } from '../../../components/ui/status-badge'

const ITEM =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-gray-100'

export function ProductHeader({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const update = useAdminUpdateProduct(product.id)
  const create = useAdminCreateProduct()
  const remove = useAdminDeleteProduct(product.id)
  const mayDelete = useHasAction('deletions')
  const published = product.status === 'published'

  const toggleStatus = () =>
    update.mutate(
      { status: published ? 'draft' : 'published' },
      {
        onSuccess: () => feedback.success(t(published ? 'toast.unpublished' : 'toast.published')),
        onError: feedback.failure,
      },
    )

  const duplicate = () => {
    const title = t('header.copy_title', { title: product.title })
    create.mutate(duplicatePayload(product, title, `copy-${Date.now().toString(36)}`), {
      onSuccess: ({ product: copy }) => {
        feedback.success(t('toast.duplicated'))
        navigate(productPath(copy.id))
      },
      onError: feedback.failure,
    })
  }

  const destroy = async () => {
    const ok = await confirm({
      title: t('header.delete_title'),
      description: t('header.delete_message', { title: product.title }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (!ok) return
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('toast.deleted'))
        navigate(PRODUCTS_PATH)
      },
      onError: feedback.failure,
    })
  }

  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <h1 className="min-w-0 text-2xl font-semibold [overflow-wrap:anywhere] text-gray-900">
          {product.title}
        </h1>
        <StatusBadge kind="product" status={product.status} />
      </div>
      <Menu.Root>
        <Menu.Trigger
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50"
          aria-busy={update.isPending || create.isPending || remove.isPending || undefined}
        >
          {t('header.actions')}
          <span aria-hidden>▾</span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
          >
            <Menu.Item className={ITEM} onSelect={toggleStatus}>
              {t(published ? 'header.unpublish' : 'header.publish')}
            </Menu.Item>
            <Menu.Item className={ITEM} onSelect={duplicate}>
              {t('header.duplicate')}
            </Menu.Item>
            {mayDelete && (
              <>
                <Menu.Separator className="my-1 h-px bg-gray-100" />
                <Menu.Item className={`${ITEM} text-rose-600`} onSelect={() => void destroy()}>
                  {t('header.delete')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </header>
  )
}
