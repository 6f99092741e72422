import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, toSupportedLanguage } from '../../i18n/languages'

/** A native select: accessible, tiny, and fine on the login screen's size budget. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-gray-500">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  )
}
