import type { ReactNode } from 'react'
import { LanguageSwitcher } from './language-switcher'

/** The signed-out pages: one centered card. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gray-100 px-4 py-12">
      <main className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm">
        <p className="mb-6 text-center text-lg font-bold tracking-tight text-violet-700">Mercato</p>
        <h1 className="mb-6 text-center text-xl font-semibold text-gray-900">{title}</h1>
        {children}
      </main>
      <LanguageSwitcher className="mt-6" />
    </div>
  )
}
