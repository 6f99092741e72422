import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSettingRegistry, WidgetZone } from '../../extensions/context'

interface Card {
  path: string
  label: string
  description: string
  Icon?: ComponentType | undefined
}

function DefaultIcon() {
  return <span className="block size-5 rounded-md bg-violet-200" aria-hidden />
}

function SettingCard({ card }: { card: Card }) {
  const Icon = card.Icon ?? DefaultIcon
  return (
    <li>
      <Link
        to={`/a/settings/${card.path}`}
        className="flex h-full gap-4 rounded-xl border border-gray-200 bg-white p-5 hover:border-violet-300 hover:shadow-sm"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-violet-50 text-violet-600">
          <Icon />
        </span>
        <span>
          <span className="block font-semibold text-gray-900">{card.label}</span>
          <span className="mt-1 block text-sm text-gray-500">{card.description}</span>
        </span>
      </Link>
    </li>
  )
}

/** The dashboard's own settings first, then plugin pages (already sorted by path). */
export default function SettingsPage() {
  const { t } = useTranslation()
  const extensions = useSettingRegistry()
  const builtIn: Card[] = [
    {
      path: 'analytics',
      label: t('settings.analyticsLabel'),
      description: t('settings.analyticsDescription'),
    },
    { path: 'team', label: t('settings.teamLabel'), description: t('settings.teamDescription') },
  ]
  const cards: Card[] = [
    ...builtIn,
    ...extensions.map((s) => ({
      path: s.path,
      label: s.card.label,
      description: s.card.description,
      Icon: s.card.icon,
    })),
  ]
  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold text-gray-900">{t('nav.settings')}</h1>
        <p className="text-sm text-gray-500">{t('settings.subtitle')}</p>
      </header>
      <WidgetZone name="settings.before" />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <SettingCard key={card.path} card={card} />
        ))}
      </ul>
      <WidgetZone name="settings.after" />
    </section>
  )
}
