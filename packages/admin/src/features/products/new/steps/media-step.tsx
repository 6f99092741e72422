import { useAdminUploadFile } from '@mercato/react'
import { useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button'
import { notify } from '../../../../components/ui/notify'
import { Spinner } from '../../../../components/ui/spinner'
import type { NewProductForm } from '../form-schema'
import { notImages } from '../../image-files'
import { describeError } from '../../../../lib/server-messages'

/** Images go to /admin/uploads at once; the product keeps their URLs and one of them as thumbnail. */
export function MediaStep() {
  const { t, i18n } = useTranslation('product-form')
  const inputId = useId()
  const { control, setValue } = useFormContext<NewProductForm>()
  const images = useWatch({ control, name: 'images' })
  const thumbnail = useWatch({ control, name: 'thumbnail' })
  const upload = useAdminUploadFile()

  // Takes the files out of the list first: the input is emptied right after the change event.
  const onFiles = async (list: FileList | null) => {
    const files = [...(list ?? [])]
    if (!files.length) return
    const refused = await notImages(files)
    if (refused.length)
      return notify.error(
        t('toast.errorTitle'),
        t('product-detail:media.not_image', { names: joinList(refused, i18n.resolvedLanguage ?? 'en') }),
      )
    try {
      const { uploads } = await upload.mutateAsync(files)
      const next = [...images, ...uploads.map((u) => u.url)]
      setValue('images', next, { shouldValidate: true })
      if (!thumbnail) setValue('thumbnail', next[0] ?? null)
    } catch (error) {
      void describeError(t, error).then((text) => notify.error(t('toast.errorTitle'), text))
    }
  }

  const remove = (url: string) => {
    const next = images.filter((i) => i !== url)
    setValue('images', next, { shouldValidate: true })
    if (thumbnail === url) setValue('thumbnail', next[0] ?? null)
  }

  return (
    <>
      <div className="flex flex-col gap-2">
        {/* The browser's own file button cannot be translated: a styled label stands in for it. */}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={upload.isPending}
          onChange={(e) => {
            void onFiles(e.target.files)
            e.target.value = ''
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-9 w-fit cursor-pointer items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-violet-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          {t('media.upload')}
        </label>
        <p className="text-xs text-gray-500">{t('media.hint')}</p>
        {upload.isPending && (
          <p className="flex items-center gap-2 text-sm text-gray-500" role="status">
            <Spinner size="small" /> {t('media.uploading')}
          </p>
        )}
      </div>
      {images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-500">
          {t('media.empty')}
        </p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-700">{t('media.thumbnail')}</legend>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {images.map((url, index) => (
              <li key={url} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-2">
                <img
                  src={url}
                  alt={t('media.imageAlt', { number: index + 1 })}
                  className="aspect-square w-full rounded object-cover"
                />
                <label className="flex items-center gap-2 text-xs text-gray-700">
                  <input
                    type="radio"
                    name="thumbnail"
                    className="accent-violet-600"
                    checked={thumbnail === url}
                    onChange={() => setValue('thumbnail', url)}
                  />
                  {t('media.useAsThumbnail', { number: index + 1 })}
                </label>
                <Button variant="danger" size="small" onClick={() => remove(url)}>
                  {t('media.remove', { number: index + 1 })}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </>
  )
}
