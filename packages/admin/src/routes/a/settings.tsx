import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSettingRegistry, WidgetZone } from '../../extensions/context'
import { useHasArea } from '../../lib/staff-areas'
import {
  ChannelIcon,
  ChartIcon,
  GlobeIcon,
  KeyIcon,
  MailIcon,
  PinIcon,
  PlugIcon,
  ReturnIcon,
  StoreIcon,
  TaxIcon,
  TeamIcon,
  TruckIcon,
  UserIcon,
} from '../../features/settings/icons'

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

/** Every settings page as a card, the dashboard's own and plugins' alike, sorted by path (SPEC §2). */
export default function SettingsPage() {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('settings')
  const extensions = useSettingRegistry()
  // The shop's e-mails are about orders: without that area they cannot be read.
  const hasOrders = useHasArea('orders')
  const own = (path: string, key: string, Icon: ComponentType): Card => ({
    path,
    label: ts(`home.${key}Label`),
    description: ts(`home.${key}Description`),
    Icon,
  })
  const builtIn: Card[] = [
    {
      path: 'analytics',
      label: t('settings.analyticsLabel'),
      description: t('settings.analyticsDescription'),
      Icon: ChartIcon,
    },
    own('details', 'store', StoreIcon),
    own('publishable-api-keys', 'apiKeys', KeyIcon),
    own('regions', 'regions', GlobeIcon),
    ...(hasOrders ? [own('emails', 'emails', MailIcon)] : []),
    own('sales-channels', 'channels', ChannelIcon),
    own('taxes', 'taxes', TaxIcon),
    own('return-reasons', 'returnReasons', ReturnIcon),
    own('shipping-profiles', 'shippingProfiles', TruckIcon),
    own('locations', 'locations', PinIcon),
    own('personal', 'personal', UserIcon),
    own('plugins', 'plugins', PlugIcon),
    {
      path: 'team',
      label: t('settings.teamLabel'),
      description: t('settings.teamDescription'),
      Icon: TeamIcon,
    },
  ]
  const taken = new Set(builtIn.map((c) => c.path))
  const cards: Card[] = [
    ...builtIn,
    // A plugin page on a path the dashboard already uses would be unreachable; it gets no second card.
    ...extensions
      .filter((s) => !taken.has(s.path))
      .map((s) => ({
        path: s.path,
        label: s.card.label,
        description: s.card.description,
        Icon: s.card.icon,
      })),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
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

export { default as PluginsPage } from '../../features/settings/plugins/plugins-page'
