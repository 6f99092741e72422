import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { useRouteRegistry } from '../../extensions/context'
import { isPrivateArea, useStaffAreas } from '../../lib/staff-areas'
import { AREAS } from '../../routes/a/areas'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-gray-100 font-semibold text-gray-900' : 'text-gray-600 hover:bg-gray-50'}`

/** The dashboard's links, shared by the desktop sidebar and the phone drawer. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const extensionLinks = useRouteRegistry().filter((r) => r.link)
  // Areas the user may not even look at are left out; the others open read-only.
  const allowed = useStaffAreas()
  const areas = AREAS.filter((a) => allowed.has(a.area) || !isPrivateArea(a.area))
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-0.5">
        <li>
          <NavLink to="/a" end className={linkClass} onClick={onNavigate}>
            {t('nav.home')}
          </NavLink>
        </li>
        {areas.map((area) => (
          <li key={area.path}>
            <NavLink
              to={`/a/${area.path}`}
              end={area.path === 'customers'}
              className={linkClass}
              onClick={onNavigate}
            >
              {t(area.labelKey)}
            </NavLink>
          </li>
        ))}
        {extensionLinks.map((r) => (
          <li key={r.path}>
            <NavLink to={`/a/${r.path}`} className={linkClass} onClick={onNavigate}>
              {r.link!.label}
            </NavLink>
          </li>
        ))}
        <li className="mt-4">
          <NavLink to="/a/settings" className={linkClass} onClick={onNavigate}>
            {t('nav.settings')}
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}

export function Brand({ className = '' }: { className?: string }) {
  return <p className={`text-lg font-bold tracking-tight text-violet-700 ${className}`}>Mercato</p>
}
