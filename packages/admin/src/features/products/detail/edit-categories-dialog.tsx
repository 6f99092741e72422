import type { PricedProduct } from '@mercato/client'
import { useAdminUpdateProduct } from '@mercato/react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { FormModal } from '../../../components/ui/form-modal'
import { CategoryPicker } from '../new/category-picker'
import { productUpdate } from './payloads'

interface CategoriesForm {
  categories: string[]
}

/** Chooses the product's categories; the update's categories replace the whole set. */
export function EditCategoriesDialog({ product, onClose }: { product: PricedProduct; onClose: () => void }) {
  const { t } = useTranslation('product-detail')
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const update = useAdminUpdateProduct(product.id)
  const form = useForm<CategoriesForm>({
    defaultValues: { categories: (product.categories ?? []).map((c) => c.id) },
  })
  const submit = form.handleSubmit(({ categories }) =>
    update.mutate(productUpdate({ categories: categories.map((id) => ({ id })) }), {
      onSuccess: () => {
        feedback.success(t('toast.categories_saved'))
        onClose()
      },
      onError: feedback.failure,
    }),
  )
  return (
    <FormModal
      title={t('categories.edit_title')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormProvider {...form}>
        <CategoryPicker name="categories" label={t('categories.field')} empty={t('categories.none_exist')} />
      </FormProvider>
    </FormModal>
  )
}
