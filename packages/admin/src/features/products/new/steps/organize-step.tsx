import {
  useAdminCollections,
  useAdminProductTags,
  useAdminProductTypes,
  useAdminSalesChannels,
  useAdminStore,
} from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { CheckboxListField, SelectField, TagInputField, TextField } from '../../../../components/ui/form'
import { CategoryPicker } from '../category-picker'

// Pickers list up to this many entries; a shop with more types or tags can still type them.
export const PICKER_LIMIT = 100

export function OrganizeStep() {
  const { t } = useTranslation('product-form')
  const { product_types } = useAdminProductTypes({ limit: PICKER_LIMIT })
  const { collections } = useAdminCollections({ limit: PICKER_LIMIT })
  const { product_tags } = useAdminProductTags({ limit: PICKER_LIMIT })
  const { sales_channels } = useAdminSalesChannels({ limit: PICKER_LIMIT })
  const { store } = useAdminStore()
  const defaultChannel = store?.default_sales_channel?.name
  return (
    <>
      <TextField name="type" label={t('organize.type')} list="product-type-suggestions" />
      <datalist id="product-type-suggestions">
        {(product_types ?? []).map((type) => (
          <option key={type.id} value={type.value} />
        ))}
      </datalist>
      <SelectField
        name="collection_id"
        label={t('organize.collection')}
        placeholder={t('organize.noCollection')}
        options={(collections ?? []).map((c) => ({ value: c.id, label: c.title }))}
      />
      <TagInputField
        name="tags"
        label={t('organize.tags')}
        placeholder={t('organize.tagsPlaceholder')}
        removeLabel={(tag) => t('organize.removeTag', { tag })}
        suggestions={(product_tags ?? []).map((tag) => tag.value)}
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
