import type { UserRole } from '@mercato/client'
import { STAFF_ACTIONS, STAFF_AREAS, type StaffAction, type StaffArea } from '@mercato/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { AREA_LABEL_KEYS } from '../../../lib/staff-areas'
import { actionApplies } from './access'

/**
 * Which shop areas a member or developer may work in: every area (null, also what an unset choice
 * means) or the ticked ones, and whether they may issue refunds and cancel orders (with the orders
 * area), export lists and delete records (with any area). Admins always have every area and action, so for them it only says so.
 */
export function AreaFields({
  role,
  value,
  onChange,
  withheld,
  onWithheldChange,
}: {
  role: UserRole
  value: StaffArea[] | null
  onChange: (areas: StaffArea[] | null) => void
  withheld: StaffAction[]
  onWithheldChange: (withheld: StaffAction[]) => void
}) {
  const hintId = useId()
  const { t } = useTranslation('setup')
  const { t: tn } = useTranslation()
  const name = useId()
  if (role === 'admin')
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-gray-700">{t('fields.access')}</p>
        <p className="text-sm text-gray-600">{t('team.adminAreas')}</p>
      </div>
    )
  const toggle = (area: StaffArea, on: boolean) => {
    const next = new Set(value ?? [])
    if (on) next.add(area)
    else next.delete(area)
    onChange(STAFF_AREAS.filter((a) => next.has(a)))
  }
  const radio = 'flex items-center gap-2 text-sm text-gray-700'
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-700">{t('fields.access')}</legend>
      <label className={radio}>
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        {t('team.allAreas')}
      </label>
      <label className={radio}>
        <input type="radio" name={name} checked={value !== null} onChange={() => onChange(value ?? [])} />
        {t('team.chosenAreas')}
      </label>
      {value !== null && (
        <fieldset className="ms-6 grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t('team.areas')}</legend>
          {STAFF_AREAS.map((area) => (
            <label key={area} className={radio}>
              <input
                type="checkbox"
                checked={value.includes(area)}
                onChange={(e) => toggle(area, e.target.checked)}
              />
              {tn(AREA_LABEL_KEYS[area])}
            </label>
          ))}
          {value.length === 0 && (
            <p className="text-sm text-gray-500 sm:col-span-2">{t('team.noAreasHint')}</p>
          )}
        </fieldset>
      )}
      {STAFF_ACTIONS.filter((action) => actionApplies(action, value)).map((action) => (
        <div key={action} className="mt-1 flex flex-col gap-0.5">
          <label className={radio}>
            <input
              type="checkbox"
              aria-describedby={`${hintId}-${action}`}
              checked={!withheld.includes(action)}
              onChange={(e) =>
                onWithheldChange(
                  e.target.checked ? withheld.filter((a) => a !== action) : [...withheld, action],
                )
              }
            />
            {t(`team.${action}`)}
          </label>
          <p id={`${hintId}-${action}`} className="ms-6 text-xs text-gray-500">
            {t(`team.${action}Hint`)}
          </p>
        </div>
      ))}
    </fieldset>
  )
}
