import type { ReactNode } from 'react'

/**
 * A label and its value in a two-column list (inside a <dl>). A text value is the store's own words,
 * isolated so that it keeps its own direction on a right-to-left page (a title's closing bracket stays
 * at its end).
 */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(8rem,1fr)_2fr] gap-3 border-b border-gray-100 py-2 text-sm last:border-b-0">
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">
        {typeof children === 'string' ? <bdi>{children}</bdi> : (children ?? '–')}
      </dd>
    </div>
  )
}
