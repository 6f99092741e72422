import { useAdminProduct } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PageSpinner } from '../../../components/ui/spinner'
import { WidgetZone } from '../../../extensions/context'
import { PRODUCTS_PATH } from '../urls'
import { AttributesSection } from './attributes-section'
import { GeneralSection } from './general-section'
import { ProductHeader } from './header'
import { JsonSection } from './json-section'
import { MediaSection } from './media-section'
import { MetadataSection } from './metadata-section'
import { OptionsSection } from './options-section'
import { SalesChannelsSection } from './sales-channels-section'
import { VariantsSection } from './variants-section'

function NotFoundState() {
  const { t } = useTranslation('product-detail')
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-24 text-center">
      <h1 className="text-xl font-semibold text-gray-900">{t('not_found.title')}</h1>
      <p className="text-sm text-gray-600">{t('not_found.message')}</p>
      <Link to={PRODUCTS_PATH} className="text-sm font-medium text-violet-700 hover:underline">
        {t('not_found.back')}
      </Link>
    </div>
  )
}

function ProductDetail({ id }: { id: string }) {
  const { product, isLoading, error } = useAdminProduct(id, undefined, { retry: false })
  if (isLoading) return <PageSpinner />
  if (!product) {
    if (error && error.status !== 404) throw error
    return <NotFoundState />
  }
  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="product.details.before" />
      <ProductHeader product={product} />
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <GeneralSection product={product} />
          <VariantsSection product={product} />
          <OptionsSection product={product} />
          <MediaSection product={product} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <SalesChannelsSection product={product} />
          <AttributesSection product={product} />
          <MetadataSection product={product} />
        </div>
      </div>
      <JsonSection product={product} />
      <WidgetZone name="product.details.after" />
    </div>
  )
}

/** /app/a/products/:id — the product with every section editable in place. */
export default function ProductDetailPage() {
  const { id } = useParams()
  if (!id) return <NotFoundState />
  return <ProductDetail key={id} id={id} />
}
