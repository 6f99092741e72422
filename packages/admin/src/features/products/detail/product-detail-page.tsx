import { useAdminProduct } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { DetailPageState, type DetailPageStateProps } from '../../../components/ui/detail-page'
import { WidgetZone } from '../../../extensions/context'
import { PRODUCTS_PATH } from '../urls'
import { AttributesSection } from './attributes-section'
import { CategoriesSection } from './categories-section'
import { GeneralSection } from './general-section'
import { ProductHeader } from './header'
import { JsonSection } from './json-section'
import { MediaSection } from './media-section'
import { ProductMetadataSection } from './metadata-section'
import { OptionsSection } from './options-section'
import { SalesChannelsSection } from './sales-channels-section'
import { VariantsSection } from './variants-section'

/** Loading, or no such product. */
function ProductState({ loading, error }: Pick<DetailPageStateProps, 'loading' | 'error'>) {
  const { t } = useTranslation('product-detail')
  return (
    <DetailPageState
      loading={loading}
      error={error}
      notFoundTitle={t('not_found.title')}
      notFound={t('not_found.message')}
      back={t('not_found.back')}
      to={PRODUCTS_PATH}
    />
  )
}

function ProductDetail({ id }: { id: string }) {
  const { product, isLoading, error } = useAdminProduct(id, undefined, { retry: false })
  if (isLoading || !product) return <ProductState loading={isLoading} error={error} />
  return (
    <div className="flex flex-col gap-6">
      <WidgetZone name="product.details.before" product={product} />
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
          <CategoriesSection product={product} />
          <AttributesSection product={product} />
          <ProductMetadataSection product={product} />
        </div>
      </div>
      <JsonSection product={product} />
      <WidgetZone name="product.details.after" product={product} />
    </div>
  )
}

/** /app/a/products/:id — the product with every section editable in place. */
export default function ProductDetailPage() {
  const { id } = useParams()
  if (!id) return <ProductState loading={false} error={null} />
  return <ProductDetail key={id} id={id} />
}
