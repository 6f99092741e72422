import type { Provider } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { providerName } from '../../../lib/providers'

/** Checkboxes for the installed payment or fulfillment providers. */
export function ProviderCheckboxes({
  legend,
  providers,
  value,
  onChange,
}: {
  legend: string
  providers: Provider[]
  value: string[]
  onChange: (ids: string[]) => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-gray-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {providers.map((p) => (
          <label key={p.id} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="accent-violet-600"
              checked={value.includes(p.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, p.id] : value.filter((id) => id !== p.id))
              }
            />
            {providerName(t, p.id)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
