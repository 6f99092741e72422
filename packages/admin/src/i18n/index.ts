import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { BACKEND_URL, BASE_PATH } from '../config'
import { directionOf, FALLBACK_LANGUAGE, LANGUAGE_CODES, NAMESPACES, toSupportedLanguage } from './languages'

/** Translation files ship in the built app's public folder, under the backend's /app. */
export const LOCALES_PATH = `${BACKEND_URL}${BASE_PATH}/locales/{{lng}}/{{ns}}.json`

export const I18N_LOAD_LIMITS = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 } as const

/** Keeps <html lang dir> in step with the language so Arabic lays out right to left. */
function applyDocumentLanguage(lng: string) {
  if (typeof document === 'undefined') return
  document.documentElement.lang = lng
  document.documentElement.dir = directionOf(lng)
}

export function initI18n() {
  i18n.on('languageChanged', applyDocumentLanguage)
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      // Only the exact file of the chosen language; no 'pt' or 'zh' lookups that do not exist.
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      // i18next doubles retryTimeout after each failed read.
      ...I18N_LOAD_LIMITS,
      backend: { loadPath: LOCALES_PATH },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng),
        caches: ['localStorage', 'cookie'],
      },
    })
}

export default i18n
