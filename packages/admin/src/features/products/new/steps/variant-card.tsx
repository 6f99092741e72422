import { useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MoneyField, QuantityField, SwitchFormField, TextField } from '../../../../components/ui/form'
import type { NewProductForm } from '../form-schema'
import type { PriceColumn } from '../price-columns'

/** One generated variant: identity, stock, a price per column, and shipping details folded away. */
export function VariantCard({ index, columns }: { index: number; columns: PriceColumn[] }) {
  const { t } = useTranslation('product-form')
  const { control } = useFormContext<NewProductForm>()
  const title = useWatch({ control, name: `variants.${index}.title` })
  const managed = useWatch({ control, name: `variants.${index}.manage_inventory` })
  const path = `variants.${index}` as const
  const currencyColumns = columns.filter((c) => !c.regionName)
  const regionColumns = columns.filter((c) => c.regionName)
  const prices = useWatch({ control, name: `variants.${index}.prices` })
  const { errors } = useFormState({ control, name: `variants.${index}.prices` })
  // Opened at first for a variant that already has a region price (coming back to this step), then
  // left to the person, except that a region price in error is always shown.
  const [regionPricesOpen, setRegionPricesOpen] = useState(() =>
    regionColumns.some((c) => typeof prices?.[c.key] === 'number'),
  )
  const regionPriceError = regionColumns.some((c) => errors.variants?.[index]?.prices?.[c.key])
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{title || t('variants.untitled')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name={`${path}.title`} label={t('variants.title')} required />
        <TextField name={`${path}.sku`} label={t('variants.sku')} dir="ltr" />
        <TextField name={`${path}.barcode`} label={t('variants.barcode')} dir="ltr" />
        <QuantityField
          name={`${path}.inventory_quantity`}
          label={t('variants.inventory')}
          disabled={!managed}
        />
      </div>
      <SwitchFormField
        name={`${path}.manage_inventory`}
        label={t('variants.manageInventory')}
        description={t('variants.manageInventoryHint')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">{t('variants.prices')}</legend>
        {columns.length === 0 ? (
          <p className="text-sm text-gray-500">{t('variants.noCurrencies')}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {currencyColumns.map((column) => (
              <PriceField key={column.key} path={path} column={column} />
            ))}
          </div>
        )}
        {regionColumns.length > 0 && (
          // Region prices are the exception, so they wait behind a disclosure unless one is already set.
          <details
            className="rounded-lg border border-gray-100 px-3 py-2"
            open={regionPricesOpen || regionPriceError}
            onToggle={(e) => setRegionPricesOpen(e.currentTarget.open)}
          >
            <summary className="cursor-pointer text-sm font-medium text-gray-700">
              {t('variants.regionPrices', { count: regionColumns.length })}
            </summary>
            <p className="mt-2 text-xs text-gray-500">{t('variants.regionPricesHint')}</p>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {regionColumns.map((column) => (
                <PriceField key={column.key} path={path} column={column} />
              ))}
            </div>
          </details>
        )}
      </fieldset>
      <details className="rounded-lg border border-gray-100 px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium text-gray-700">
          {t('variants.shipping')}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <QuantityField name={`${path}.weight`} label={t('variants.weight')} />
          <QuantityField name={`${path}.length`} label={t('variants.length')} />
          <QuantityField name={`${path}.height`} label={t('variants.height')} />
          <QuantityField name={`${path}.width`} label={t('variants.width')} />
          <TextField name={`${path}.hs_code`} label={t('variants.hsCode')} dir="ltr" />
          <TextField name={`${path}.origin_country`} label={t('variants.originCountry')} />
          <TextField name={`${path}.mid_code`} label={t('variants.midCode')} dir="ltr" />
          <TextField name={`${path}.material`} label={t('variants.material')} />
        </div>
      </details>
    </fieldset>
  )
}

/** One price input: a currency's price, or a region's (which wins over the currency's there). */
function PriceField({ path, column }: { path: `variants.${number}`; column: PriceColumn }) {
  const { t } = useTranslation('product-form')
  const currency = column.currencyCode.toUpperCase()
  return (
    <MoneyField
      name={`${path}.prices.${column.key}`}
      currencyCode={column.currencyCode}
      label={
        column.regionName
          ? t('variants.priceRegion', { region: column.regionName, currency })
          : t('variants.priceCurrency', { currency })
      }
    />
  )
}
