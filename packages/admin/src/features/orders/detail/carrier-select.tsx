import { CARRIERS, type CarrierId } from '@mercato/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const LAST_CARRIER_KEY = 'mercato.lastCarrier'

const isCarrier = (value: string | null): value is CarrierId => CARRIERS.some((c) => c.id === value)

/** The carrier chosen for a shipment: the one used last on this browser to begin with. */
export function useCarrierChoice(): [CarrierId | '', (carrier: CarrierId | '') => void] {
  const [carrier, setCarrier] = useState<CarrierId | ''>(() => {
    const last = typeof localStorage === 'undefined' ? null : localStorage.getItem(LAST_CARRIER_KEY)
    return isCarrier(last) ? last : ''
  })
  const choose = (next: CarrierId | '') => {
    setCarrier(next)
    if (next) localStorage.setItem(LAST_CARRIER_KEY, next)
    else localStorage.removeItem(LAST_CARRIER_KEY)
  }
  return [carrier, choose]
}

/** Which carrier takes the parcel, so its tracking numbers link to the carrier's tracking page. */
export function CarrierSelect({
  value,
  onChange,
}: {
  value: CarrierId | ''
  onChange: (carrier: CarrierId | '') => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {t('shipment.carrier')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(isCarrier(e.target.value) ? e.target.value : '')}
        aria-describedby={`${id}-hint`}
        className="h-10 rounded-lg border border-gray-300 bg-gray-50 px-2 text-sm"
      >
        <option value="">{t('shipment.noCarrier')}</option>
        {CARRIERS.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-gray-500">
        {t('shipment.trackingHint')}
      </p>
    </div>
  )
}
