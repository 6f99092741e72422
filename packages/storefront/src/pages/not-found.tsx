import { Link } from '../components/link'
import { useI18n } from '../i18n/context'

export function NotFoundPage() {
  const { t } = useI18n()
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">{t('common.notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('common.notFound.text')}</p>
      <Link to="/" className="mt-4 inline-block underline">
        {t('common.notFound.back')}
      </Link>
    </section>
  )
}
