import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SETTINGS_PATH } from './urls'

/** A settings screen's title row: a way back (to settings unless `back` says where), the title and actions. */
export function SettingsHeader({
  title,
  back,
  actions,
}: {
  title: string
  back?: { to: string; label: string }
  actions?: ReactNode
}) {
  const { t } = useTranslation('settings')
  return (
    <div className="flex flex-col gap-2">
      <Link to={back?.to ?? SETTINGS_PATH} className="text-sm text-violet-700 hover:underline">
        <span aria-hidden className="inline-block rtl:rotate-180">
          ←
        </span>{' '}
        {back?.label ?? t('back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  )
}
