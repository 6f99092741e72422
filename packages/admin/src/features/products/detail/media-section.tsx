import type { PricedProduct } from '@mercato/client'
import { VARIANT_IMAGE_KEY, variantImage, joinList } from '@mercato/domain'
import { useAdminUpdateProduct, useAdminUpdateVariant, useAdminUploadFile } from '@mercato/react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { notify } from '../../../components/ui/notify'
import { notImages } from '../image-files'
import { productUpdate, variantUpdate } from './payloads'
import { moveItem } from './reorder'
import { Section } from '../../../components/ui/section'

type Way = 'earlier' | 'later'

/** Images: upload through /admin/uploads, reorder, delete, choose the thumbnail. */
export function MediaSection({ product }: { product: PricedProduct }) {
  const { t, i18n } = useTranslation('product-detail')
  const inputId = useId()
  const feedback = useMutationFeedback('product-detail', 'toast.error')
  const upload = useAdminUploadFile()
  const update = useAdminUpdateProduct(product.id)
  const updateVariant = useAdminUpdateVariant(product.id)
  const urls = (product.images ?? []).map((image) => image.url)
  const busy = upload.isPending || update.isPending

  // The images array replaces the product's images; its order is their rank. True once saved.
  const save = (payload: { images?: string[]; thumbnail?: string | null }, success: string) =>
    update.mutateAsync(productUpdate(payload)).then(
      () => {
        feedback.success(success)
        return true
      },
      (error: unknown) => {
        feedback.failure(error)
        return false
      },
    )

  // The buttons are disabled while saving and the moved image changes places, so focus fell to the
  // page: once the new order shows, it goes back to the moved image's button (or its other one when
  // the image reached an end of the list).
  const listRef = useRef<HTMLOListElement>(null)
  const [moved, setMoved] = useState<{ url: string; to: number; way: Way } | null>(null)
  const move = (index: number, way: Way) => {
    const to = way === 'earlier' ? index - 1 : index + 1
    setMoved({ url: urls[index]!, to, way })
    void save({ images: moveItem(urls, index, to) }, t('toast.images_reordered')).then((ok) => {
      if (!ok) setMoved((m) => m && { ...m, to: index })
    })
  }
  useEffect(() => {
    if (!moved || busy || urls.indexOf(moved.url) !== moved.to) return
    const at = moved.to
    const way =
      moved.way === 'earlier' ? (at > 0 ? 'earlier' : 'later') : at < urls.length - 1 ? 'later' : 'earlier'
    listRef.current?.children[at]?.querySelector<HTMLButtonElement>(`button[data-move="${way}"]`)?.focus()
    setMoved(null)
  })

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (!files.length) return
    const refused = await notImages(files)
    if (refused.length)
      return notify.error(
        t('toast.error'),
        t('media.not_image', { names: joinList(refused, i18n.resolvedLanguage ?? 'en') }),
      )
    try {
      const { uploads } = await upload.mutateAsync(files)
      await save({ images: [...urls, ...uploads.map((u) => u.url)] }, t('toast.images_uploaded'))
    } catch (error) {
      feedback.failure(error)
    }
  }

  const remove = async (url: string, position: number) => {
    const ok = await confirm({
      title: t('media.delete_title'),
      description: t('media.delete_message', { position }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (!ok) return
    const rest = urls.filter((u) => u !== url)
    const thumbnail = product.thumbnail === url ? { thumbnail: rest[0] ?? null } : {}
    // Variants whose own image it was show the product's images again, in the shop and in carts.
    const owners = product.variants.filter((v) => variantImage(v.metadata) === url)
    try {
      await update.mutateAsync(productUpdate({ images: rest, ...thumbnail }))
      for (const v of owners)
        await updateVariant.mutateAsync({
          variant_id: v.id,
          ...variantUpdate({ metadata: { [VARIANT_IMAGE_KEY]: null } }),
        })
      feedback.success(t('toast.image_deleted'))
    } catch (error) {
      feedback.failure(error)
    }
  }

  return (
    <Section
      title={t('media.title')}
      actions={
        <>
          <label
            htmlFor={inputId}
            className="inline-flex h-7 cursor-pointer items-center rounded-lg border border-gray-300 bg-white px-3 text-xs font-medium text-gray-900 hover:bg-gray-50 has-[:focus-visible]:outline-2"
          >
            {t('media.upload')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            className="sr-only"
            onChange={(event) => void onFiles(event)}
          />
        </>
      }
    >
      {urls.length === 0 ? (
        <p className="text-sm text-gray-500">{t('media.empty')}</p>
      ) : (
        <ol ref={listRef} className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label={t('media.list')}>
          {urls.map((url, index) => {
            const position = index + 1
            const isThumbnail = product.thumbnail === url
            return (
              <li key={url} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-2">
                <img
                  id={`${inputId}-image-${position}`}
                  src={url}
                  alt={t('media.image_alt', { position })}
                  className="aspect-square w-full rounded-md bg-gray-50 object-contain"
                />
                {isThumbnail && (
                  <span className="self-start rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800">
                    {t('media.thumbnail')}
                  </span>
                )}
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={t('media.move_earlier', { position })}
                    data-move="earlier"
                    disabled={index === 0 || busy}
                    onClick={() => move(index, 'earlier')}
                  >
                    <span className="rtl:rotate-180">←</span>
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={t('media.move_later', { position })}
                    data-move="later"
                    disabled={index === urls.length - 1 || busy}
                    onClick={() => move(index, 'later')}
                  >
                    <span className="rtl:rotate-180">→</span>
                  </Button>
                  {!isThumbnail && (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-describedby={`${inputId}-image-${position}`}
                      disabled={busy}
                      onClick={() => void save({ thumbnail: url }, t('toast.thumbnail_set'))}
                    >
                      {t('media.set_thumbnail')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={t('media.delete', { position })}
                    disabled={busy}
                    onClick={() => void remove(url, position)}
                  >
                    {t('actions.delete')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </Section>
  )
}
