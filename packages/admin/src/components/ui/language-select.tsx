import { LANGUAGES } from '../../i18n/languages'
import { SelectInput } from './select-input'

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name, lang: l.code }))

/** A labelled select of the 21 languages, each named in itself (an e-mail's language, the dashboard's). */
export function LanguageSelect(props: {
  label: string
  value: string
  onChange: (code: string) => void
  disabled?: boolean
}) {
  return <SelectInput {...props} options={LANGUAGE_OPTIONS} />
}
