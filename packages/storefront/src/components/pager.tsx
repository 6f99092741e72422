import { useLocation } from 'react-router'
import { useI18n } from '../i18n/context'
import { Link } from './link'

/** The number of pages of a listing: at least one, even when it is empty. */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize))

/** The address of page `n` of the listing at `search`; other parameters (a search text, a sort) carry over. */
export function pageHref(search: string, n: number) {
  const params = new URLSearchParams(search)
  params.set('page', String(n))
  return `?${params}`
}

const link = 'rounded border border-stone-300 px-3 py-1.5 hover:bg-stone-100'

/** Previous/next links for a listing paged with `?page=`. */
export function Pager({ page, count, pageSize }: { page: number; count: number; pageSize: number }) {
  const { t } = useI18n()
  const { search } = useLocation()
  const pages = pageCount(count, pageSize)
  if (pages <= 1) return null
  return (
    <nav aria-label={t('common.pager.label')} className="mt-8 flex items-center justify-center gap-4 text-sm">
      {page > 1 && (
        <Link className={link} to={pageHref(search, page - 1)}>
          {t('common.pager.previous')}
        </Link>
      )}
      <span>{t('common.pager.position', { page, pages })}</span>
      {page < pages && (
        <Link className={link} to={pageHref(search, page + 1)}>
          {t('common.pager.next')}
        </Link>
      )}
    </nav>
  )
}

/**
 * A page number past the end of the listing (an old link, a hand-edited address): said so, with
 * links to the first and the last page, in place of an empty grid and "Page 99 of 5".
 */
export function PastTheEnd({ pages }: { pages: number }) {
  const { t } = useI18n()
  const { search } = useLocation()
  return (
    <div className="text-stone-600">
      <p>{t('common.pager.pastEnd')}</p>
      <p className="mt-3 flex flex-wrap gap-2 text-sm">
        <Link className={link} to={pageHref(search, 1)}>
          {t('common.pager.first')}
        </Link>
        {pages > 1 && (
          <Link className={link} to={pageHref(search, pages)}>
            {t('common.pager.last', { page: pages })}
          </Link>
        )}
      </p>
    </div>
  )
}
