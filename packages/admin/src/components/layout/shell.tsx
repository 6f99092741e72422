import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { useRouteRegistry } from '../../extensions/context'
import { BatchJobsPanel } from '../../features/batch-jobs/batch-jobs-panel'
import { AREAS } from '../../routes/a/areas'
import { usePolling } from '../../providers/polling'
import { LanguageSwitcher } from './language-switcher'
import { UserMenu } from './user-menu'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-gray-100 font-semibold text-gray-900' : 'text-gray-600 hover:bg-gray-50'}`

/** Signed-in frame: sidebar, top bar, content. The window scrolls (so scroll restoration works). */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const extensionLinks = useRouteRegistry().filter((r) => r.link)
  const { hasPollingError } = usePolling()
  return (
    <div className="min-h-screen bg-gray-50">
      <aside className="fixed inset-y-0 start-0 w-60 overflow-y-auto border-e border-gray-200 bg-white px-3 py-5">
        <p className="mb-6 px-3 text-lg font-bold tracking-tight text-violet-700">Mercato</p>
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-col gap-0.5">
            <li>
              <NavLink to="/a" end className={linkClass}>
                {t('nav.home')}
              </NavLink>
            </li>
            {AREAS.map((area) => (
              <li key={area.path}>
                <NavLink to={`/a/${area.path}`} end={area.path === 'customers'} className={linkClass}>
                  {t(area.labelKey)}
                </NavLink>
              </li>
            ))}
            {extensionLinks.map((r) => (
              <li key={r.path}>
                <NavLink to={`/a/${r.path}`} className={linkClass}>
                  {r.link!.label}
                </NavLink>
              </li>
            ))}
            <li className="mt-4">
              <NavLink to="/a/settings" className={linkClass}>
                {t('nav.settings')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="ms-60">
        <header className="sticky top-0 z-10 flex h-14 items-center justify-end gap-4 border-b border-gray-200 bg-white/90 px-6 backdrop-blur">
          {hasPollingError && (
            <span role="status" className="me-auto text-xs text-amber-600">
              {t('polling.error')}
            </span>
          )}
          <BatchJobsPanel />
          <LanguageSwitcher />
          <UserMenu />
        </header>
        <main className="px-8 py-6">{children}</main>
      </div>
    </div>
  )
}
