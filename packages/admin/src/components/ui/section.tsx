import { type ReactNode, useId } from 'react'

export interface SectionProps {
  title: string
  /** Buttons or a menu at the end of the title row (edit, add, …). */
  actions?: ReactNode
  children: ReactNode
}

/** A card of a detail page: a titled region (named by its title for screen readers and tests). */
export function Section({ title, actions, children }: SectionProps) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-6 py-4">
        <h2 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="px-6 py-4">{children}</div>
    </section>
  )
}
