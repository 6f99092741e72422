import { useLocation } from 'react-router'
import { Link } from './link'
import { useI18n } from '../i18n/context'

/** Previous/next links for a listing paged with `?page=`. */
export function Pager({ page, count, pageSize }: { page: number; count: number; pageSize: number }) {
  const { t } = useI18n()
  const { search } = useLocation()
  const pages = Math.max(1, Math.ceil(count / pageSize))
  if (pages <= 1) return null
  // Other parameters (such as a search text) carry over to the next page.
  const to = (n: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(n))
    return `?${params}`
  }
  const link = 'rounded border border-stone-300 px-3 py-1.5 hover:bg-stone-100'
  return (
    <nav aria-label={t('common.pager.label')} className="mt-8 flex items-center justify-center gap-4 text-sm">
      {page > 1 && (
        <Link className={link} to={to(page - 1)}>
          {t('common.pager.previous')}
        </Link>
      )}
      <span>{t('common.pager.position', { page, pages })}</span>
      {page < pages && (
        <Link className={link} to={to(page + 1)}>
          {t('common.pager.next')}
        </Link>
      )}
    </nav>
  )
}
