import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button'
import { TagInput } from '../../../../components/ui/form'
import { InputField } from '../../../../components/ui/input-field'
import type { NewProductForm } from '../form-schema'
import { useShownError } from '../shown-error'

/** One option of the new product: its title and values, whose errors wait for the person (useShownError). */
export function OptionFieldset({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('product-form')
  const { control, register, trigger } = useFormContext<NewProductForm>()
  const titleName = `options.${index}.title` as const
  const valuesName = `options.${index}.values` as const
  const titleError = useShownError(titleName)
  const valuesError = useShownError(valuesName)
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
      <legend className="sr-only">{t('options.legend', { number: index + 1 })}</legend>
      <InputField
        label={t('options.title')}
        required
        errors={titleError}
        // As for the values: a shown error clears as soon as it is fixed.
        {...register(titleName, { onChange: () => titleError && trigger(titleName) })}
      />
      <Controller
        control={control}
        name={valuesName}
        render={({ field }) => (
          <TagInput
            label={t('options.values')}
            required
            placeholder={t('options.valuesPlaceholder')}
            removeLabel={(value) => t('options.removeValue', { value })}
            value={field.value ?? []}
            onChange={(values) => {
              field.onChange(values)
              // A shown error clears as soon as it is fixed.
              if (valuesError) void trigger(valuesName)
            }}
            onBlur={field.onBlur}
            errors={valuesError}
          />
        )}
      />
      <Button
        variant="ghost"
        size="small"
        className="sm:mt-7"
        aria-label={t('options.remove', { number: index + 1 })}
        onClick={onRemove}
      >
        {t('options.removeShort')}
      </Button>
    </fieldset>
  )
}
