import { useAdminDeletePriceList, useAdminPriceList } from '@mercato/react'
import { type ReactNode, useState } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../components/ui/feedback'
import { Section } from '../../components/ui/section'
import { PageSpinner } from '../../components/ui/spinner'
import { WidgetZone } from '../../extensions/context'
import { useHasAction } from '../../lib/staff-areas'
import { NotFound } from '../../routes/not-found'
import { PriceEditor } from './price-editor'
import { EditPriceListModal } from './price-list-form-modal'
import { PriceListStatusBadge } from './price-list-status-badge'
import { formatDay } from './price-lists-list-page'
import { PRICE_LISTS_PATH } from './urls'
import { shopWords } from '../../components/ui/shop-words'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-gray-500">{term}</dt>
      <dd className="text-sm text-gray-900">{shopWords(children)}</dd>
    </div>
  )
}

/** /a/pricing/:id — a price list's settings and its price editor. */
export default function PriceListDetailPage() {
  const { id = '' } = useParams()
  const { t, i18n } = useTranslation('pricing')
  const locale = i18n.resolvedLanguage ?? 'en'
  const navigate = useNavigate()
  const feedback = useMutationFeedback('pricing')
  const [editing, setEditing] = useState(false)
  const { price_list: list, isLoading } = useAdminPriceList(id)
  const remove = useAdminDeletePriceList(id)
  const mayDelete = useHasAction('deletions')
  if (isLoading) return <PageSpinner />
  if (!list) return <NotFound />

  const none = <span className="text-gray-400">—</span>
  const onDelete = async () => {
    const ok = await confirm({
      title: t('deleteTitle', { name: list.name }),
      description: t('deleteDescription'),
      confirmLabel: t('delete'),
      destructive: true,
    })
    if (!ok) return
    remove.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('deleted'))
        navigate(PRICE_LISTS_PATH)
      },
      onError: feedback.failure,
    })
  }
  return (
    <section className="flex flex-col gap-6" aria-label={list.name}>
      <WidgetZone name="price_list.details.before" priceList={list} />
      <div className="flex flex-col gap-2">
        <Link to={PRICE_LISTS_PATH} className="text-sm text-violet-700 hover:underline">
          <span aria-hidden className="inline-block rtl:rotate-180">
            ←
          </span>{' '}
          {t('title')}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <h1 className="text-xl font-semibold text-gray-900">{list.name}</h1>
            <PriceListStatusBadge list={list} />
          </div>
          {mayDelete && (
            <Button variant="danger" onClick={onDelete} loading={remove.isPending}>
              {t('deleteList')}
            </Button>
          )}
        </div>
      </div>
      <Section
        title={t('details')}
        actions={
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        }
      >
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term={t('fields.type')}>{t(`type.${list.type}`)}</Detail>
          <Detail term={t('fields.startsAt')}>
            {list.starts_at ? formatDay(list.starts_at, locale) : none}
          </Detail>
          <Detail term={t('fields.endsAt')}>{list.ends_at ? formatDay(list.ends_at, locale) : none}</Detail>
          <Detail term={t('fields.customerGroups')}>
            {list.customer_groups?.length
              ? joinList(
                  list.customer_groups.map((g) => g.name),
                  locale,
                  'plain',
                )
              : t('everyone')}
          </Detail>
          <Detail term={t('tax.term')}>{t(list.includes_tax ? 'tax.included' : 'tax.excluded')}</Detail>
          <Detail term={t('fields.description')}>{list.description || none}</Detail>
        </dl>
      </Section>
      <PriceEditor list={list} />
      <WidgetZone name="price_list.details.after" priceList={list} />
      {editing && <EditPriceListModal list={list} onClose={() => setEditing(false)} />}
    </section>
  )
}
