/** Holds the place of a page that is rendered in the browser only (the same on both sides). */
export function PagePlaceholder() {
  return (
    <p role="status" className="min-h-64 py-12 text-center text-stone-600">
      Loading…
    </p>
  )
}
