import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { InputError } from '../../../components/ui/input-error'
import { regionPath } from '../urls'
import { countryChoices, filterCountries } from './countries'

/** The region a country already belongs to. */
export interface TakenBy {
  id: string
  name: string
}

/**
 * Multi-select of countries: a search box over a checkbox list, with the chosen ones first. A country
 * belongs to one region only, so those in `taken` (code → the other region) are shown but locked, with
 * a link to the region where it has to be removed first.
 */
export function CountryPicker({
  value,
  onChange,
  error,
  taken = new Map(),
}: {
  value: string[]
  onChange: (codes: string[]) => void
  error?: string | undefined
  taken?: ReadonlyMap<string, TakenBy>
}) {
  const { t, i18n } = useTranslation('settings')
  const locale = i18n.resolvedLanguage ?? 'en'
  const [search, setSearch] = useState('')
  const searchId = useId()
  const all = useMemo(() => countryChoices(locale), [locale])
  const shown = filterCountries(all, search)
  const chosen = new Set(value)
  const ordered = [...shown.filter((c) => chosen.has(c.code)), ...shown.filter((c) => !chosen.has(c.code))]
  const chosenNames = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    value.map((code) => all.find((c) => c.code === code)?.name ?? code.toUpperCase()),
  )
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((c) => c !== code))
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-gray-700">
        {t('regions.countries')}
        <span className="ms-0.5 text-rose-500">*</span>
      </legend>
      <label htmlFor={searchId} className="sr-only">
        {t('regions.searchCountries')}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        placeholder={t('regions.searchCountries')}
        onChange={(e) => setSearch(e.target.value)}
        className="h-9 rounded-lg border border-gray-300 px-3 text-sm outline-none focus:border-violet-500"
      />
      {/* The names too: a search hides chosen countries from the list below. */}
      <p className="text-xs text-gray-500">
        {t('regions.countriesChosen', { count: value.length })}
        {value.length > 0 && ` · ${chosenNames}`}
      </p>
      <div className="flex max-h-44 flex-col gap-1 overflow-y-auto rounded-lg border border-gray-200 p-2">
        {ordered.map((c) => {
          const region = chosen.has(c.code) ? undefined : taken.get(c.code)
          const hintId = `${searchId}-${c.code}`
          return (
            <div key={c.code} className="flex flex-wrap items-center gap-x-2 text-sm">
              <label className={`flex items-center gap-2 ${region ? 'text-gray-400' : 'text-gray-800'}`}>
                <input
                  type="checkbox"
                  className="accent-violet-600"
                  checked={chosen.has(c.code)}
                  disabled={!!region}
                  aria-describedby={region ? hintId : undefined}
                  onChange={(e) => toggle(c.code, e.target.checked)}
                />
                {region ? t('regions.countryTaken', { country: c.name, region: region.name }) : c.name}
              </label>
              {region && (
                <Link id={hintId} to={regionPath(region.id)} className="text-xs text-violet-600 underline">
                  {t('regions.countryTakenFix', { region: region.name })}
                </Link>
              )}
            </div>
          )
        })}
      </div>
      <InputError errors={error ? t(error) : undefined} />
    </fieldset>
  )
}
