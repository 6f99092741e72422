import { useI18n } from '../i18n/context'

/** What a page shows while its code or data loads. */
export function PagePlaceholder() {
  const { t } = useI18n()
  return (
    <p role="status" className="min-h-64 py-12 text-center text-stone-600">
      {t('common.loading')}
    </p>
  )
}
