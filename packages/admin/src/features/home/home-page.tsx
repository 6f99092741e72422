import { useAdminOverview } from '@mercato/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Note } from '../../components/ui/read-only'
import { Section } from '../../components/ui/section'
import { PageSpinner } from '../../components/ui/spinner'
import { useHasArea } from '../../lib/staff-areas'
import { useUrlState } from '../../lib/url-state'
import { PRODUCTS_PATH } from '../products/urls'
import { FigureCards } from './figure-cards'
import { isPeriod, viewerTimeZone } from './home-format'
import { LowStock, RecentJobs, TopProducts } from './home-lists'
import { SalesChart } from './sales-chart'
import { LOW_STOCK_ANCHOR, NEW_DRAFT_LINK } from './todo'
import { TodoSection } from './todo-section'
import { ServerMessage } from '../../lib/server-message'

/** The signed-in home (/app/a): the store's numbers at a glance. Period and currency live in the URL. */
export default function HomePage() {
  const { t } = useTranslation('home')
  const url = useUrlState()
  const tz = useMemo(viewerTimeZone, [])
  // The figures are the orders' (the server refuses them without the orders area).
  const hasOrders = useHasArea('orders')
  const { overview, isLoading, error, refetch } = useAdminOverview({ tz }, { enabled: hasOrders })
  const title = t('title')

  if (!hasOrders)
    return (
      <section className="flex flex-col gap-6" aria-label={title}>
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <Note>{t('noOrders')}</Note>
      </section>
    )

  if (isLoading) return <PageSpinner />
  if (error || !overview)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-sm text-rose-600">
        <ServerMessage error={error} />
        <Button variant="secondary" size="small" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    )

  const periodParam = url.get('period')
  const period = isPeriod(periodParam) ? periodParam : 'last_30_days'
  const currencies = overview.currencies
  const figures = currencies.find((c) => c.currency_code === url.get('currency')) ?? currencies[0]
  // Before the first order, the next step depends on whether there is anything to sell yet.
  const hasProducts = !overview.has_orders && overview.todo.has_products

  return (
    <section className="flex flex-col gap-6" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {currencies.length > 1 && figures && (
          <label className="flex items-center gap-2 text-sm text-gray-700">
            {t('currency.label')}
            <select
              value={figures.currency_code}
              onChange={(e) => url.set({ currency: e.target.value }, { replace: true })}
              className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm"
            >
              {currencies.map((c) => (
                <option key={c.currency_code} value={c.currency_code}>
                  {c.currency_code.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <TodoSection todo={overview.todo} />
      {!overview.has_orders || !figures ? (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState
            title={t(overview.has_orders ? 'empty.quietTitle' : 'empty.title')}
            description={t(hasProducts ? 'empty.shareDescription' : 'empty.description')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Link
                  to={hasProducts ? NEW_DRAFT_LINK : `${PRODUCTS_PATH}?new=1`}
                  className="inline-flex h-9 items-center rounded-md bg-violet-600 px-4 text-sm font-medium text-white hover:bg-violet-700"
                >
                  {t(hasProducts ? 'empty.createDraft' : 'empty.addProduct')}
                </Link>
                <a
                  href="/"
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex h-9 items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50"
                >
                  {t('empty.viewStorefront')}
                </a>
              </div>
            }
          />
        </div>
      ) : (
        <>
          <FigureCards
            figures={figures}
            period={period}
            onPeriod={(p) => url.set({ period: p }, { replace: true })}
          />
          <Section title={t('chart.title')}>
            <SalesChart figures={figures} />
          </Section>
        </>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <TopProducts products={overview.top_products} />
        <div id={LOW_STOCK_ANCHOR} className="grid scroll-mt-4">
          <LowStock overview={overview} />
        </div>
        <RecentJobs jobs={overview.recent_batch_jobs} />
      </div>
    </section>
  )
}
