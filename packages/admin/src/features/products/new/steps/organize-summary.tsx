import { useAdminCollections, useAdminSalesChannels, useAdminStore } from '@mercato/react'
import { Fragment } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { useCategoryChoices } from '../category-choices'
import type { NewProductForm } from '../form-schema'
import { PICKER_LIMIT } from './organize-step'

type Organize = Pick<NewProductForm, 'type' | 'collection_id' | 'tags' | 'categories' | 'sales_channels'>

/** The organize step's choices as review rows (inside the review's <dl>), by name rather than id. */
export function OrganizeSummary({ form }: { form: Organize }) {
  const { t, i18n } = useTranslation('product-form')
  const locale = i18n.resolvedLanguage ?? 'en'
  // The same queries as the organize step, so the names come from its cache.
  const { collections } = useAdminCollections({ limit: PICKER_LIMIT })
  const { sales_channels } = useAdminSalesChannels({ limit: PICKER_LIMIT })
  const { labels: categoryLabels } = useCategoryChoices()
  const { store } = useAdminStore()
  const defaultChannel = store?.default_sales_channel?.name
  const none = t('review.none')
  const names = (ids: string[], nameOf: (id: string) => string | undefined) =>
    joinList(
      ids.map((id) => nameOf(id) ?? id),
      locale,
      'plain',
    )
  const rows: [label: string, value: string][] = [
    [t('organize.type'), form.type.trim() || none],
    [t('organize.collection'), collections?.find((c) => c.id === form.collection_id)?.title ?? none],
    [t('organize.tags'), joinList(form.tags, locale, 'plain') || none],
    [t('organize.categories'), names(form.categories, (id) => categoryLabels.get(id)) || none],
    [
      t('organize.salesChannels'),
      // Left empty, the product is put in the store's default channel rather than in none; name it,
      // since any channel may be the default (and one may be called "Default" without being it).
      names(form.sales_channels, (id) => sales_channels?.find((c) => c.id === id)?.name) ||
        (defaultChannel
          ? t('review.defaultChannelNamed', { name: defaultChannel })
          : t('review.defaultChannel')),
    ],
  ]
  return (
    <>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-gray-500">{label}</dt>
          <dd className="text-gray-900">{value}</dd>
        </Fragment>
      ))}
    </>
  )
}
