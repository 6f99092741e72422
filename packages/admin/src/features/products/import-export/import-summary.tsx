import type { BatchJob } from '@mercato/client'
import { joinList } from '@mercato/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ImportCountCards } from '../../batch-jobs/import-summary'
import { importOperations } from '../../batch-jobs/job-state'
import { ImportChanges } from './import-changes'

/**
 * The dry run's plan: products and variants to create, to update (values change) and left unchanged,
 * what else it creates (collections, categories, types, tags, by name), then what each update changes.
 * Once done, the same in the past tense.
 */
export function ImportCounts({ job }: { job: Pick<BatchJob, 'result' | 'status'> }) {
  const { t } = useTranslation('batch-jobs')
  const ops = importOperations(job)
  if (!ops) return null
  const done = job.status === 'completed'
  return (
    <div className="flex flex-col gap-5">
      <ImportCountCards
        columns={3}
        items={[
          [t(done ? 'import.productsCreated' : 'import.productsCreate'), ops.products_create],
          [t(done ? 'import.productsUpdated' : 'import.productsUpdate'), ops.products_update],
          [t('import.productsUnchanged'), ops.products_unchanged],
          [t(done ? 'import.variantsCreated' : 'import.variantsCreate'), ops.variants_create],
          [t(done ? 'import.variantsUpdated' : 'import.variantsUpdate'), ops.variants_update],
          [t('import.variantsUnchanged'), ops.variants_unchanged],
        ]}
      />
      <NewReferences job={job} />
      <ImportChanges job={job} />
    </div>
  )
}

type Listed = { total: number; listed: unknown[] }

const KINDS = ['collections', 'categories', 'types', 'tags'] as const

/** A reference's name as the file gives it: a collection's title and handle, a category's name and handle. */
function nameOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const v = value as { handle?: unknown; title?: unknown; name?: unknown }
    const label = String(v.title ?? v.name ?? v.handle ?? '')
    return v.handle && v.handle !== label ? `${label} (${String(v.handle)})` : label
  }
  return ''
}

/** The collections, categories, types and tags no stored one matches: the import creates them. */
function NewReferences({ job }: { job: Pick<BatchJob, 'result' | 'status'> }) {
  const { t, i18n } = useTranslation('batch-jobs')
  const headingId = useId()
  const refs = job.result?.new_references as Partial<Record<(typeof KINDS)[number], Listed>> | undefined
  const kinds = KINDS.filter((k) => (refs?.[k]?.total ?? 0) > 0)
  if (!refs || kinds.length === 0) return null
  const locale = i18n.resolvedLanguage ?? 'en'
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h4 id={headingId} className="text-sm font-semibold text-amber-900">
        {job.status === 'completed' ? t('import.created.doneTitle') : t('import.created.title')}
      </h4>
      <dl className="flex flex-col gap-1 text-sm text-amber-900">
        {kinds.map((kind) => {
          const { total, listed } = refs[kind]!
          const names = listed.map(nameOf)
          const more = total - names.length
          return (
            <div key={kind} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">{t(`import.created.${kind}`)}</dt>
              <dd>
                {/* The store's own words keep their direction on a right-to-left page. */}
                <bdi>{joinList(names, locale, 'plain')}</bdi>
                {more > 0 && ` ${t('import.created.more', { count: more })}`}
              </dd>
            </div>
          )
        })}
      </dl>
      {kinds.includes('categories') && (
        <p className="text-xs text-amber-800">{t('import.created.categoryNote')}</p>
      )}
    </section>
  )
}
