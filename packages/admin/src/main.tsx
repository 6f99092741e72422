import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { PageSpinner } from './components/ui/spinner'
import { initI18n } from './i18n'
import './styles.css'

void initI18n()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Translations load over HTTP; the first render waits for them. */}
    <Suspense fallback={<PageSpinner />}>
      <App />
    </Suspense>
  </StrictMode>,
)
