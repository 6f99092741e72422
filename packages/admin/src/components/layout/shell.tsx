import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BatchJobsPanel } from '../../features/batch-jobs/batch-jobs-panel'
import { useRecordStaffLanguage } from '../../i18n/record-language'
import { usePolling } from '../../providers/polling'
import { LanguageSwitcher } from './language-switcher'
import { Brand, MainNav } from './main-nav'
import { MobileNav } from './mobile-nav'
import { UserMenu } from './user-menu'

/**
 * Signed-in frame: sidebar, top bar, content. The window scrolls (so scroll restoration works).
 * Below `md` the sidebar gives way to a menu button in the top bar that opens it as a drawer.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { hasPollingError } = usePolling()
  useRecordStaffLanguage()
  return (
    <div className="min-h-screen bg-gray-50 print:bg-white">
      <aside className="fixed inset-y-0 start-0 hidden w-60 print:hidden overflow-y-auto border-e border-gray-200 bg-white px-3 py-5 md:block">
        <Brand className="mb-6 px-3" />
        <MainNav />
      </aside>
      {/* min-w-0 keeps a wide table scrolling inside its page instead of widening the window. */}
      <div className="min-w-0 md:ms-60 print:ms-0">
        <header className="sticky top-0 z-10 flex h-14 print:hidden items-center gap-2 border-b border-gray-200 bg-white/90 px-4 backdrop-blur md:gap-4 md:px-6">
          <MobileNav />
          <Brand className="md:hidden" />
          {hasPollingError && (
            <span role="status" className="min-w-0 truncate text-xs text-amber-600">
              {t('polling.error')}
            </span>
          )}
          <div className="ms-auto flex shrink-0 items-center gap-2 md:gap-4">
            <BatchJobsPanel />
            {/* On a phone the language moves into the drawer, leaving the top bar room. */}
            <div className="hidden md:block">
              <LanguageSwitcher />
            </div>
            <UserMenu />
          </div>
        </header>
        <main className="min-w-0 px-4 py-5 md:px-8 md:py-6 print:p-0">{children}</main>
      </div>
    </div>
  )
}
