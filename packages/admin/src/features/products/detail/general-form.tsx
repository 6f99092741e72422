import { zodResolver } from '@hookform/resolvers/zod'
import type { PricedProduct } from '@mercato/client'
import { productHandle } from '@mercato/domain'
import {
  useAdminCollections,
  useAdminProductTags,
  useAdminProductTypes,
  useAdminUpdateProduct,
  useMercato,
} from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { InputField } from '../../../components/ui/input-field'
import { FormModal } from '../../../components/ui/form-modal'
import { useMutationFeedback } from '../../../components/ui/feedback'
import {
  currentTerm,
  matchIgnoringCase,
  SuggestInput,
  useSettled,
} from '../../../components/ui/suggest-input'
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

/** Comma-separated tag text to tag values, each once: "linen, Linen" is one tag. */
export const parseTags = (text: string) => {
  const tags: string[] = []
  for (const tag of text.split(',').map((s) => s.trim()))
    if (tag && !matchIgnoringCase(tag, tags)) tags.push(tag)
  return tags
}

type ValueRef = { id?: string; value: string }
const SUGGESTIONS = 10

/**
 * The shop's own spelling of a type or tag: "shirt" is saved as the existing "Shirt" rather than
 * becoming a second type (the server matches values exactly). Looked up with the API's `q` when saving,
 * so it holds for values that were not among the suggestions.
 */
export function useExistingRefs() {
  const { client } = useMercato()
  const find = async (kind: 'type' | 'tag', value: string): Promise<ValueRef> => {
    const query = { q: value, limit: 50 }
    const rows =
      kind === 'type'
        ? (await client.admin.productTypes.list(query)).product_types
        : (await client.admin.productTags.list(query)).product_tags
    const hit = rows.find((row) => matchIgnoringCase(value, [row.value]))
    return hit ? { id: hit.id, value: hit.value } : { value }
  }
  return find
}

/** Existing values that contain the typed term (the API's `q`), fetched once typing pauses. */
export function useValueSuggestions(kind: 'type' | 'tag', text: string, list = false) {
  const q = useSettled(currentTerm(text, list))
  // The list shown so far stays while the next one loads, so it does not flicker per key.
  const keep = { placeholderData: keepPreviousData }
  const types = useAdminProductTypes(
    { q, limit: SUGGESTIONS },
    { ...keep, enabled: kind === 'type' && q !== '' },
  )
  const tags = useAdminProductTags(
    { q, limit: SUGGESTIONS },
    { ...keep, enabled: kind === 'tag' && q !== '' },
  )
  const rows = (kind === 'type' ? types.product_types : tags.product_tags) ?? []
  return q ? rows.map((row) => row.value) : []
}

export function GeneralForm({ product, onClose }: { product: PricedProduct; onClose: () => void }) {
  const { t } = useTranslation('product-detail')
  // Ties the labels below to their controls.
  const fieldId = useId()
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const update = useAdminUpdateProduct(product.id)
  const { collections } = useAdminCollections({ limit: 100 })
  const existing = useExistingRefs()
  const [resolving, setResolving] = useState(false)
  const { register, handleSubmit, formState, control, watch } = useForm<Values>({
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

  const typeSuggestions = useValueSuggestions('type', watch('type'))
  const tagSuggestions = useValueSuggestions('tag', watch('tags'), true)

  const submit = handleSubmit(async (values) => {
    const known = (product.tags ?? []).map((tag) => ({ id: tag.id, value: tag.value }))
    let type: ValueRef | null
    let tags: ValueRef[]
    setResolving(true)
    try {
      type = values.type ? await existing('type', values.type) : null
      tags = await Promise.all(
        parseTags(values.tags).map(
          (value) => known.find((tag) => matchIgnoringCase(value, [tag.value])) ?? existing('tag', value),
        ),
      )
    } catch (error) {
      return feedback.failure(error)
    } finally {
      setResolving(false)
    }
    update.mutate(
      productUpdate({
        title: values.title,
        subtitle: values.subtitle || null,
        ...(values.handle ? { handle: values.handle } : {}),
        description: values.description || null,
        discountable: values.discountable,
        type,
        collection_id: values.collection_id || null,
        // Two spellings typed for one existing tag are one tag.
        tags: tags.filter((tag, i) => tags.findIndex((other) => other.value === tag.value) === i),
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
      busy={update.isPending || resolving}
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
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <SuggestInput
            label={t('general.type')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            suggestions={typeSuggestions}
          />
        )}
      />
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
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <SuggestInput
            list
            label={t('general.tags')}
            placeholder={t('general.tags_hint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            suggestions={tagSuggestions}
          />
        )}
      />
    </FormModal>
  )
}
