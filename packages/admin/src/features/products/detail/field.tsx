import type { ReactNode } from 'react'
import { shopWords } from '../../../components/ui/shop-words'

/** A label and its value in a two-column list (inside a <dl>); a text value is the shop's own words. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(8rem,1fr)_2fr] gap-3 border-b border-gray-100 py-2 text-sm last:border-b-0">
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">{shopWords(children) ?? '–'}</dd>
    </div>
  )
}
