import { Toaster as HotToaster } from 'react-hot-toast'
import { TOAST_DEFAULTS } from './notify'

export function Toaster() {
  const { durations, maxWidth } = TOAST_DEFAULTS
  return (
    <HotToaster
      position="bottom-right"
      toastOptions={{
        style: { maxWidth },
        blank: { duration: durations.blank },
        error: { duration: durations.error },
        success: { duration: durations.success },
        loading: { duration: durations.loading },
      }}
    />
  )
}
