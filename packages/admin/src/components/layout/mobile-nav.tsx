import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from './language-switcher'
import { Brand, MainNav } from './main-nav'

/** Tailwind's `md` breakpoint, where the sidebar takes over from the drawer. */
const DESKTOP_QUERY = '(min-width: 48rem)'

const iconButtonClass =
  'flex size-10 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-violet-600'

/**
 * Below `md`: the menu button and the drawer it opens with the main navigation. The drawer slides in
 * from the inline start, so from the right in Arabic. Radix gives the dialog its focus trap, Escape,
 * backdrop click, scroll lock, and focus back on the trigger when it closes.
 */
export function MobileNav() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)

  // A drawer left open while the window widens would sit over the sidebar and keep the page locked.
  useEffect(() => {
    if (!open) return
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const closeAtDesktop = () => desktop.matches && setOpen(false)
    closeAtDesktop()
    desktop.addEventListener('change', closeAtDesktop)
    return () => desktop.removeEventListener('change', closeAtDesktop)
  }, [open])

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={t('nav.openMenu')} className={`${iconButtonClass} -ms-2 md:hidden`}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/40 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none rtl:starting:translate-x-full"
        >
          <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-gray-200 px-3">
            <Brand className="px-3" />
            <Dialog.Close aria-label={t('nav.closeMenu')} className={iconButtonClass}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
            <MainNav onNavigate={() => setOpen(false)} />
          </div>
          <LanguageSwitcher className="shrink-0 border-t border-gray-200 px-6 py-4" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A stroked 24×24 icon of one path, hidden from assistive technology (its button is named). */
function StrokeIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path strokeLinecap="round" d={d} />
    </svg>
  )
}

const MenuIcon = () => <StrokeIcon d="M4 6h16M4 12h16M4 18h16" className="size-6" />
const CloseIcon = () => <StrokeIcon d="M6 6l12 12M18 6L6 18" className="size-5" />
