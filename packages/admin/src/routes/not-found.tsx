import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function NotFound() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center">
      <p className="text-5xl font-bold text-violet-600">404</p>
      <h1 className="text-xl font-semibold text-gray-900">{t('notFound.title')}</h1>
      <p className="text-sm text-gray-500">{t('notFound.description')}</p>
      <Link to="/" className="text-sm font-medium text-violet-600 underline">
        {t('notFound.home')}
      </Link>
    </div>
  )
}
