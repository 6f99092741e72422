import type { PricedProduct } from '@mercato/client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { GeneralForm } from './general-form'
import { Section } from '../../../components/ui/section'
import { Field } from './field'

export function GeneralSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation('product-detail')
  const [editing, setEditing] = useState(false)
  return (
    <Section
      title={t('general.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
          {t('general.edit')}
        </Button>
      }
    >
      <dl>
        <Field label={t('general.product_title')}>{product.title}</Field>
        <Field label={t('general.subtitle')}>{product.subtitle}</Field>
        <Field label={t('general.handle')}>
          {product.handle && <span dir="ltr">/{product.handle}</span>}
        </Field>
        <Field label={t('general.description')}>
          {product.description && (
            <p className="whitespace-pre-line" dir="auto">
              {product.description}
            </p>
          )}
        </Field>
        <Field label={t('general.discountable')}>
          {t(product.discountable ? 'general.yes' : 'general.no')}
        </Field>
        <Field label={t('general.type')}>{product.type?.value}</Field>
        <Field label={t('general.collection')}>{product.collection?.title}</Field>
        <Field label={t('general.tags')}>
          {product.tags?.length ? (
            <ul className="flex flex-wrap gap-1">
              {product.tags.map((tag) => (
                <li key={tag.id} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                  {tag.value}
                </li>
              ))}
            </ul>
          ) : null}
        </Field>
      </dl>
      {editing && <GeneralForm product={product} onClose={() => setEditing(false)} />}
    </Section>
  )
}
