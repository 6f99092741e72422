/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MERCATO_BACKEND_URL?: string
  readonly VITE_MERCATO_ANALYTICS_URL?: string
}
