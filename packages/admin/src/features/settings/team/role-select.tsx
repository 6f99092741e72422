import type { UserRole } from '@mercato/client'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ROLES } from './roles'

/** A labelled native select of the translated roles. */
export function RoleSelect({ value, onChange }: { value: UserRole; onChange: (role: UserRole) => void }) {
  const { t } = useTranslation('setup')
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {t('fields.role')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as UserRole)}
        className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
