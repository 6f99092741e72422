import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { installedPlugins } from '../../../extensions/installed'
import { Section } from '../../../components/ui/section'
import { formatNumber } from '../../../lib/format'
import { SettingsHeader } from '../page-header'
import { SETTINGS_PATH } from '../urls'
import { type PluginSummary, pluginSummaries } from './summary'

function Paths({ term, items }: { term: string; items: { key: string; node: ReactNode }[] }) {
  if (!items.length) return null
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium text-gray-500">{term}</dt>
      <dd>
        <ul className="flex flex-col gap-0.5 text-sm text-gray-900">
          {items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </ul>
      </dd>
    </div>
  )
}

function PluginCard({ plugin }: { plugin: PluginSummary }) {
  const { t, i18n } = useTranslation('settings')
  const locale = i18n.resolvedLanguage ?? 'en'
  const code = (text: string) => (
    <bdi dir="ltr" className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-700">
      {text}
    </bdi>
  )
  const nothing = !plugin.routes.length && !plugin.settings.length && !plugin.widgets.length
  return (
    <Section title={plugin.name}>
      {nothing ? (
        <p className="text-sm text-gray-500">{t('plugins.addsNothing')}</p>
      ) : (
        <dl className="flex flex-col gap-3">
          <Paths
            term={t('plugins.routes')}
            items={plugin.routes.map((r) => ({
              key: r.path,
              node: (
                <>
                  <Link to={`/a/${r.path}`} className="text-violet-700 hover:underline">
                    {code(`/${r.path}`)}
                  </Link>
                  {r.label && (
                    <span className="ms-2 text-gray-500">{t('plugins.inSidebar', { label: r.label })}</span>
                  )}
                </>
              ),
            }))}
          />
          <Paths
            term={t('plugins.settings')}
            items={plugin.settings.map((s) => ({
              key: s.path,
              node: (
                <Link to={`${SETTINGS_PATH}/${s.path}`} className="text-violet-700 hover:underline">
                  {s.label}
                </Link>
              ),
            }))}
          />
          <Paths
            term={t('plugins.widgets')}
            items={plugin.widgets.map((w) => ({
              key: w.zone,
              node: (
                <>
                  {code(w.zone)} <span className="text-gray-500">× {formatNumber(w.count, locale)}</span>
                </>
              ),
            }))}
          />
        </dl>
      )}
    </Section>
  )
}

/** /a/settings/plugins — read-only: the dashboard extensions compiled into this build and what each adds. */
export default function PluginsPage() {
  const { t } = useTranslation('settings')
  const plugins = pluginSummaries(installedPlugins)
  return (
    <section className="flex flex-col gap-6">
      <SettingsHeader title={t('plugins.title')} />
      <p className="text-sm text-gray-500">{t('plugins.intro')}</p>
      {plugins.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-sm text-gray-600">
          <p className="font-medium text-gray-900">{t('plugins.emptyTitle')}</p>
          <p className="mt-1">
            <Trans
              t={t}
              i18nKey="plugins.emptyHow"
              components={{ file: <bdi dir="ltr" className="font-mono text-xs" /> }}
            />
          </p>
        </div>
      ) : (
        plugins.map((plugin) => <PluginCard key={plugin.name} plugin={plugin} />)
      )}
    </section>
  )
}
