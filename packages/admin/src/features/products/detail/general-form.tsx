import { zodResolver } from '@hookform/resolvers/zod'
import type { PricedProduct } from '@mercato/client'
import { productHandle } from '@mercato/domain'
import { useAdminCollections, useAdminUpdateProduct } from '@mercato/react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { InputField } from '../../../components/ui/input-field'
import { FormModal } from '../../../components/ui/form-modal'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { productUpdate } from './payloads'

// Messages are translation keys; the handle rule is the server's own (from @mercato/domain).
const schema = z.object({
  title: z.string().trim().min(1, 'errors.required'),
  subtitle: z.string().trim(),
  handle: z
    .string()
    .trim()
    .refine((v) => v === '' || productHandle.safeParse(v).success, 'errors.handle'),
  description: z.string(),
  discountable: z.boolean(),
  type: z.string().trim(),
  collection_id: z.string(),
  tags: z.string(),
})

type Values = z.infer<typeof schema>

/** Comma-separated tag text to unique tag values. */
export const parseTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
]

export function GeneralForm({ product, onClose }: { product: PricedProduct; onClose: () => void }) {
  const { t } = useTranslation('product-detail')
  // Ties the labels below to their controls.
  const fieldId = useId()
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const update = useAdminUpdateProduct(product.id)
  const { collections } = useAdminCollections({ limit: 100 })
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: product.title,
      subtitle: product.subtitle ?? '',
      handle: product.handle ?? '',
      description: product.description ?? '',
      discountable: product.discountable,
      type: product.type?.value ?? '',
      collection_id: product.collection_id ?? '',
      tags: (product.tags ?? []).map((tag) => tag.value).join(', '),
    },
  })
  const err = (message: string | undefined) => (message ? t(message) : undefined)
  const errors = formState.errors

  const submit = handleSubmit((values) => {
    const known = new Map((product.tags ?? []).map((tag) => [tag.value, tag.id]))
    update.mutate(
      productUpdate({
        title: values.title,
        subtitle: values.subtitle || null,
        ...(values.handle ? { handle: values.handle } : {}),
        description: values.description || null,
        discountable: values.discountable,
        type: values.type ? { value: values.type } : null,
        collection_id: values.collection_id || null,
        tags: parseTags(values.tags).map((value) => ({
          ...(known.get(value) ? { id: known.get(value) } : {}),
          value,
        })),
      }),
      {
        onSuccess: () => {
          feedback.success(t('toast.saved'))
          onClose()
        },
        onError: feedback.failure,
      },
    )
  })

  return (
    <FormModal
      title={t('general.edit_title')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('general.product_title')}
        required
        errors={err(errors.title?.message)}
        {...register('title')}
      />
      <InputField label={t('general.subtitle')} {...register('subtitle')} />
      <InputField
        label={t('general.handle')}
        dir="ltr"
        errors={err(errors.handle?.message)}
        {...register('handle')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${fieldId}-description`} className="text-sm font-medium text-gray-700">
          {t('general.description')}
        </label>
        <textarea
          id={`${fieldId}-description`}
          rows={4}
          className="rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 text-sm outline-none focus:border-violet-500"
          {...register('description')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" className="size-4 accent-violet-600" {...register('discountable')} />
        {t('general.discountable')}
      </label>
      <InputField label={t('general.type')} {...register('type')} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${fieldId}-collection`} className="text-sm font-medium text-gray-700">
          {t('general.collection')}
        </label>
        <select
          id={`${fieldId}-collection`}
          className="h-10 rounded-lg border border-gray-300 bg-gray-50 px-3 text-sm"
          {...register('collection_id')}
        >
          <option value="">{t('general.no_collection')}</option>
          {(collections ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <InputField label={t('general.tags')} placeholder={t('general.tags_hint')} {...register('tags')} />
    </FormModal>
  )
}
