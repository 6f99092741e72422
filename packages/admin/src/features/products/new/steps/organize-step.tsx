import {
  useAdminCollections,
  useAdminProductTags,
  useAdminSalesChannels,
  useAdminStore,
} from '@mercato/react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxListField, SelectField } from '../../../../components/ui/form'
import { TagInput } from '../../../../components/ui/form/tag-input-field'
import { SuggestInput } from '../../../../components/ui/suggest-input'
import { useExistingRefs, useValueSuggestions } from '../../detail/general-form'
import type { NewProductForm } from '../form-schema'
import { CategoryPicker } from '../category-picker'

// Pickers list up to this many entries; a shop with more types or tags can still type them.
export const PICKER_LIMIT = 100

export function OrganizeStep() {
  const { t } = useTranslation('product-form')
  const { control, getValues, setValue, watch } = useFormContext<NewProductForm>()
  const typeSuggestions = useValueSuggestions('type', watch('type'))
  // "shirt" becomes the shop's existing "Shirt" (the server matches values exactly), once entered.
  const existing = useExistingRefs()
  const reuse = (kind: 'type' | 'tag', value: string) =>
    existing(kind, value).then(
      (found) => {
        if (found.value === value) return
        if (kind === 'type' && getValues('type').trim() === value) setValue('type', found.value)
        if (kind === 'tag')
          setValue(
            'tags',
            getValues('tags').map((tag) => (tag === value ? found.value : tag)),
          )
      },
      // Left as typed: saving it still works, as a new value.
      () => undefined,
    )
  const { collections } = useAdminCollections({ limit: PICKER_LIMIT })
  const { product_tags } = useAdminProductTags({ limit: PICKER_LIMIT })
  const { sales_channels } = useAdminSalesChannels({ limit: PICKER_LIMIT })
  const { store } = useAdminStore()
  const defaultChannel = store?.default_sales_channel?.name
  return (
    <>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <SuggestInput
            label={t('organize.type')}
            value={field.value}
            onChange={field.onChange}
            onBlur={() => {
              field.onBlur()
              if (field.value.trim()) void reuse('type', field.value.trim())
            }}
            suggestions={typeSuggestions}
          />
        )}
      />
      <SelectField
        name="collection_id"
        label={t('organize.collection')}
        placeholder={t('organize.noCollection')}
        options={(collections ?? []).map((c) => ({ value: c.id, label: c.title }))}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput
            label={t('organize.tags')}
            placeholder={t('organize.tagsPlaceholder')}
            removeLabel={(tag) => t('organize.removeTag', { tag })}
            suggestions={(product_tags ?? []).map((tag) => tag.value)}
            value={field.value}
            onChange={(tags) => {
              field.onChange(tags)
              for (const tag of tags) if (!field.value.includes(tag)) void reuse('tag', tag)
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      <CategoryPicker name="categories" label={t('organize.categories')} empty={t('organize.noCategories')} />
      <CheckboxListField
        name="sales_channels"
        label={t('organize.salesChannels')}
        empty={t('organize.noSalesChannels')}
        options={(sales_channels ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      <p className="text-xs text-gray-500">
        {defaultChannel
          ? t('organize.salesChannelsHintNamed', { name: defaultChannel })
          : t('organize.salesChannelsHint')}
      </p>
    </>
  )
}
