// Shared looks of the checkout steps.
export const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'
export const primary = 'rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50'

export function Alert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-2 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}
