import type { BatchJobStatus, StoreOverview } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Section } from '../../components/ui/section'
import { formatDate, formatNumber } from '../../lib/format'
import { JobStatusBadge } from '../batch-jobs/job-status-badge'
import { productPath } from '../products/urls'

const ROW = 'flex items-center justify-between gap-4 py-2 text-sm'
const LINK = 'font-medium text-violet-700 hover:underline'

function Empty({ children }: { children: string }) {
  return <p className="py-2 text-sm text-gray-500">{children}</p>
}

/** The five products with the most units ordered in 30 days, each opening its product page. */
export function TopProducts({ products }: { products: StoreOverview['top_products'] }) {
  const { t, i18n } = useTranslation('home')
  const locale = i18n.resolvedLanguage ?? 'en'
  return (
    <Section title={t('topProducts.title')}>
      {products.length === 0 ? (
        <Empty>{t('topProducts.empty')}</Empty>
      ) : (
        <ol className="divide-y divide-gray-100">
          {products.map((p) => (
            <li key={p.product_id} className={ROW}>
              <Link to={productPath(p.product_id)} className={LINK}>
                {p.title}
              </Link>
              <span className="text-gray-600 tabular-nums">
                {t('topProducts.units', { units: formatNumber(p.units, locale) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}

/** Variants that can soon no longer be sold; each opens its product to restock or adjust it. */
export function LowStock({ overview }: { overview: StoreOverview }) {
  const { t, i18n } = useTranslation('home')
  const locale = i18n.resolvedLanguage ?? 'en'
  const threshold = formatNumber(overview.low_stock_threshold, locale)
  return (
    <Section title={t('lowStock.title')}>
      {overview.low_stock_variants.length === 0 ? (
        <Empty>{t('lowStock.empty', { threshold })}</Empty>
      ) : (
        <ul className="divide-y divide-gray-100">
          {overview.low_stock_variants.map((v) => (
            <li key={v.variant_id} className={ROW}>
              <span className="flex flex-col">
                <Link to={productPath(v.product_id)} className={LINK}>
                  {v.product_title}
                </Link>
                <span className="text-xs text-gray-500">
                  {v.sku ? `${v.variant_title} · ${v.sku}` : v.variant_title}
                </span>
              </span>
              <span className={`tabular-nums ${v.available <= 0 ? 'text-rose-600' : 'text-amber-700'}`}>
                {t('lowStock.available', { available: formatNumber(v.available, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** The signed-in user's latest imports and exports. */
export function RecentJobs({ jobs }: { jobs: StoreOverview['recent_batch_jobs'] }) {
  const { t, i18n } = useTranslation('home')
  const { t: tJobs } = useTranslation('batch-jobs')
  const locale = i18n.resolvedLanguage ?? 'en'
  return (
    <Section title={t('jobs.title')}>
      {jobs.length === 0 ? (
        <Empty>{t('jobs.empty')}</Empty>
      ) : (
        <ul className="divide-y divide-gray-100">
          {jobs.map((j) => (
            <li key={j.id} className={ROW}>
              <span className="flex flex-col">
                <span className="font-medium text-gray-900">
                  {tJobs(`type.${j.type}`, { defaultValue: j.type })}
                </span>
                <span className="text-xs text-gray-500">{formatDate(j.created_at, locale)}</span>
              </span>
              <JobStatusBadge status={j.status as BatchJobStatus} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
