import { joinList } from '@mercato/domain'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { NewProductForm } from '../form-schema'
import { taxBasisText, usePriceColumns } from '../price-columns'
import { formatNumber } from '../../../../lib/format'
import { OrganizeSummary } from './organize-summary'
import { reviewPriceText } from './review-prices'

/** What will be created, and whether it goes live now or stays a draft. */
export function ReviewStep() {
  const { t, i18n } = useTranslation('product-form')
  const { control, register } = useFormContext<NewProductForm>()
  const form = useWatch({ control }) as NewProductForm
  const { columns } = usePriceColumns()
  const locale = i18n.resolvedLanguage ?? 'en'
  const taxBasis = taxBasisText(columns, (key, currency) => t(key, { currency }))
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-500">{t('general.title')}</dt>
        <dd className="text-gray-900">{form.title}</dd>
        <dt className="text-gray-500">{t('general.handle')}</dt>
        <dd className="text-gray-900" dir={form.handle ? 'ltr' : undefined}>
          {form.handle || t('review.handleFromTitle')}
        </dd>
        <OrganizeSummary form={form} />
        <dt className="text-gray-500">{t('options.heading')}</dt>
        <dd className="text-gray-900">
          {form.options.length
            ? form.options.map((o) => `${o.title}: ${joinList(o.values, locale, 'plain')}`).join(' — ')
            : t('review.none')}
        </dd>
        <dt className="text-gray-500">{t('review.images')}</dt>
        <dd className="text-gray-900">{form.images.length}</dd>
      </dl>
      <table className="w-full text-start text-sm">
        <caption className="mb-1 text-start font-semibold text-gray-900">
          {t('variants.heading', { count: form.variants.length })}
        </caption>
        <thead className="text-xs text-gray-500">
          <tr>
            <th className="py-1 text-start font-medium">{t('variants.title')}</th>
            <th className="py-1 text-start font-medium">{t('variants.inventory')}</th>
            <th className="py-1 text-start font-medium">
              {t('variants.prices')}
              {taxBasis && <span className="ms-1 font-normal">({taxBasis})</span>}
            </th>
          </tr>
        </thead>
        <tbody>
          {form.variants.map((v) => (
            <tr key={JSON.stringify(v.option_values)} className="border-t border-gray-100">
              <td className="py-1">{v.title}</td>
              <td className="py-1">
                {v.manage_inventory
                  ? formatNumber(v.inventory_quantity ?? 0, locale)
                  : t('review.notManaged')}
              </td>
              <td className="py-1">{reviewPriceText(v.prices, columns, locale) ?? t('review.noPrices')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-gray-900">{t('review.when')}</legend>
        <label className="flex items-start gap-2 rounded-lg border border-gray-200 p-3 text-sm has-[:checked]:border-violet-500">
          <input
            type="radio"
            value="published"
            className="mt-0.5 accent-violet-600"
            {...register('status')}
          />
          <span>
            <span className="block font-medium text-gray-900">{t('review.publish')}</span>
            <span className="block text-xs text-gray-500">{t('review.publishHint')}</span>
          </span>
        </label>
        <label className="flex items-start gap-2 rounded-lg border border-gray-200 p-3 text-sm has-[:checked]:border-violet-500">
          <input type="radio" value="draft" className="mt-0.5 accent-violet-600" {...register('status')} />
          <span>
            <span className="block font-medium text-gray-900">{t('review.draft')}</span>
            <span className="block text-xs text-gray-500">{t('review.draftHint')}</span>
          </span>
        </label>
      </fieldset>
    </>
  )
}
