import { useEffect, useState } from 'react'
import { Spinner } from './spinner'

/** Full-screen blocking overlay; appears only after `delayMs` so quick waits do not flash. */
export function LoadingOverlay({ visible, delayMs = 0 }: { visible: boolean; delayMs?: number }) {
  const [shown, setShown] = useState(visible && delayMs === 0)
  useEffect(() => {
    if (!visible) return setShown(false)
    if (delayMs === 0) return setShown(true)
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [visible, delayMs])
  if (!visible || !shown) return null
  return (
    <div
      data-testid="loading-overlay"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/70 text-violet-600 backdrop-blur-sm"
    >
      <Spinner />
    </div>
  )
}
