import type { Image } from '@mercato/client'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/**
 * Which of the product's images is the variant's own: the storefront shows it when the variant is
 * chosen, and the cart shows it on the variant's line. Offered once the product has images.
 */
export function VariantImagePicker({
  images,
  register,
}: {
  images: Pick<Image, 'id' | 'url'>[]
  register: UseFormRegisterReturn<'image'>
}) {
  const { t } = useTranslation('product-detail')
  if (images.length === 0) return null
  const choice =
    'flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-transparent p-1 has-[:checked]:border-violet-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-300'
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-gray-900">{t('variant.image')}</legend>
      <p className="text-sm text-gray-500">{t('variant.image_hint')}</p>
      <div className="flex flex-wrap gap-2">
        <label className={choice}>
          <input type="radio" value="" className="sr-only" {...register} />
          <span className="flex size-16 items-center justify-center rounded bg-gray-100 p-1 text-center text-xs text-gray-600">
            {t('variant.image_none')}
          </span>
        </label>
        {images.map((image, index) => (
          <label key={image.id} className={choice}>
            <input
              type="radio"
              value={image.url}
              className="sr-only"
              aria-label={t('variant.image_option', { index: index + 1 })}
              {...register}
            />
            <img src={image.url} alt="" className="size-16 rounded object-cover" />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
