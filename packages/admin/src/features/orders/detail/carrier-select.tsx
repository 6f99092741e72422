import { CARRIERS, type CarrierId, trackingPageSchema } from '@mercato/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../../components/ui/input-field'

const LAST_CARRIER_KEY = 'mercato.lastCarrier'
const LAST_PAGE_KEY = 'mercato.lastTrackingPage'
const OTHER = 'other'

/** The carrier of a shipment: a known one, another with its tracking page, or none (no links). */
export interface CarrierChoice {
  carrier: CarrierId | typeof OTHER | ''
  /** Another carrier's tracking page, `{number}` where the number goes. */
  page: string
}

/** What a shipment request says about its carrier. */
export interface ShipmentCarrier {
  carrier?: CarrierId
  tracking_url?: string
}

const isCarrier = (value: string | null): value is CarrierId => CARRIERS.some((c) => c.id === value)
const stored = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key))

/** The carrier chosen for a shipment: the one used last on this browser to begin with. */
export function useCarrierChoice(): [CarrierChoice, (choice: CarrierChoice) => void] {
  const [choice, setChoice] = useState<CarrierChoice>(() => {
    const last = stored(LAST_CARRIER_KEY)
    return {
      carrier: isCarrier(last) || last === OTHER ? last : '',
      page: stored(LAST_PAGE_KEY) ?? '',
    }
  })
  const choose = (next: CarrierChoice) => {
    setChoice(next)
    if (next.carrier) localStorage.setItem(LAST_CARRIER_KEY, next.carrier)
    else localStorage.removeItem(LAST_CARRIER_KEY)
    if (next.page.trim()) localStorage.setItem(LAST_PAGE_KEY, next.page.trim())
  }
  return [choice, choose]
}

/** Whether the tracking page typed for another carrier can be sent. */
export const carrierChoiceValid = (choice: CarrierChoice) =>
  choice.carrier !== OTHER || trackingPageSchema.safeParse(choice.page).success

/** The request fields of a valid choice. */
export function shipmentCarrier(choice: CarrierChoice): ShipmentCarrier {
  if (choice.carrier === OTHER) return { tracking_url: choice.page.trim() }
  return choice.carrier ? { carrier: choice.carrier } : {}
}

/**
 * Which carrier takes the parcel, so its tracking numbers link to the carrier's tracking page; for a
 * carrier not listed, its tracking page is typed once (and remembered on this browser).
 */
export function CarrierSelect({
  value,
  onChange,
  showErrors = false,
}: {
  value: CarrierChoice
  onChange: (choice: CarrierChoice) => void
  /** The form was sent: an invalid tracking page says so. */
  showErrors?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const pick = (next: string) =>
    onChange({ ...value, carrier: isCarrier(next) || next === OTHER ? next : '' })
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-700">
          {t('shipment.carrier')}
        </label>
        <select
          id={id}
          value={value.carrier}
          onChange={(e) => pick(e.target.value)}
          aria-describedby={`${id}-hint`}
          className="h-10 rounded-lg border border-gray-300 bg-gray-50 px-2 text-sm"
        >
          <option value="">{t('shipment.noCarrier')}</option>
          {CARRIERS.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value={OTHER}>{t('shipment.otherCarrier')}</option>
        </select>
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {t('shipment.trackingHint')}
        </p>
      </div>
      {value.carrier === OTHER && (
        <div className="flex flex-col gap-1">
          <InputField
            label={t('shipment.trackingPage')}
            required
            dir="ltr"
            inputMode="url"
            placeholder="https://…/{number}"
            aria-describedby={`${id}-page-hint`}
            value={value.page}
            errors={showErrors && !carrierChoiceValid(value) ? t('shipment.trackingPageInvalid') : undefined}
            onChange={(e) => onChange({ ...value, page: e.target.value })}
          />
          <p id={`${id}-page-hint`} className="text-xs text-gray-500">
            {t('shipment.trackingPageHint')}
          </p>
        </div>
      )}
    </div>
  )
}
