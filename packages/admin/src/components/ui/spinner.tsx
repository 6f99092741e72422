import { useTranslation } from 'react-i18next'

export const SPINNER_SIZES = { large: 24, medium: 20, small: 16 } as const
export type SpinnerSize = keyof typeof SPINNER_SIZES

export function Spinner({ size = 'large', className = '' }: { size?: SpinnerSize; className?: string }) {
  // No suspense: the spinner is also the fallback shown while translations load.
  const { t } = useTranslation(undefined, { useSuspense: false })
  const px = SPINNER_SIZES[size]
  return (
    <span role="status" aria-label={t('common.loading', 'Loading')} className={`inline-flex ${className}`}>
      <span
        className="animate-spin rounded-full border-2 border-current border-t-transparent"
        style={{ width: px, height: px }}
      />
    </span>
  )
}

/** Centered spinner for a page (or page chunk) that is still loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-violet-600">
      <Spinner />
    </div>
  )
}
