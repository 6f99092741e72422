import { useEffect } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button'
import { emptyVariant, type NewProductForm } from '../form-schema'
import { taxBasisText, usePriceColumns } from '../price-columns'
import { sameCombinations, syncVariants } from '../variant-generator'
import { OptionFieldset } from './option-fieldset'
import { VariantCard } from './variant-card'

/** Options with their values; the variant generator keeps one variant per combination. */
export function VariantsStep() {
  const { t } = useTranslation('product-form')
  const { control, getValues, setValue } = useFormContext<NewProductForm>()
  const options = useFieldArray({ control, name: 'options' })
  const watchedOptions = useWatch({ control, name: 'options' })
  const variants = useWatch({ control, name: 'variants' })
  const { columns } = usePriceColumns()
  const taxBasis = taxBasisText(columns, (key, currency) => t(key, { currency }))

  useEffect(() => {
    // Options still being typed (no title or no values) do not change the variants yet.
    if (watchedOptions.some((o) => !o.title.trim() || o.values.length === 0)) return
    const current = getValues('variants')
    const next = syncVariants(watchedOptions, current, emptyVariant, t('variants.defaultTitle'))
    if (!sameCombinations(current, next)) setValue('variants', next, { shouldValidate: true })
  }, [watchedOptions, getValues, setValue, t])

  return (
    <>
      <section className="flex flex-col gap-3" aria-labelledby="product-options-heading">
        <h3 id="product-options-heading" className="text-sm font-semibold text-gray-900">
          {t('options.heading')}
        </h3>
        <p className="text-xs text-gray-500">{t('options.hint')}</p>
        {options.fields.map((field, index) => (
          <OptionFieldset key={field.id} index={index} onRemove={() => options.remove(index)} />
        ))}
        <div>
          <Button variant="secondary" size="small" onClick={() => options.append({ title: '', values: [] })}>
            {t('options.add')}
          </Button>
        </div>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="product-variants-heading">
        <h3 id="product-variants-heading" className="text-sm font-semibold text-gray-900">
          {t('variants.heading', { count: variants.length })}
        </h3>
        {/* Whether a typed price already contains tax is the currency's setting (Settings › Store). */}
        {taxBasis && <p className="text-xs text-gray-500">{t('variants.taxBasis', { list: taxBasis })}</p>}
        {variants.map((variant, index) => (
          <VariantCard key={JSON.stringify(variant.option_values)} index={index} columns={columns} />
        ))}
      </section>
    </>
  )
}
