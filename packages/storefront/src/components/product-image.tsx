import { useEffect, useRef, useState } from 'react'

/**
 * A product image that gives way to a neutral placeholder when the file cannot be loaded
 * (images are often hosted elsewhere), instead of the browser's broken-image icon. Give it a `key`
 * of the address when the address can change, so a new image starts afresh.
 */
export function ProductImage({
  src,
  alt,
  label,
  className,
  width,
  height,
  lazy = true,
}: {
  src: string | undefined
  alt: string
  /** Shown on the placeholder. */
  label: string
  className?: string
  width: number
  height: number
  lazy?: boolean
}) {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)
  // The error may have happened before hydration attached the handler.
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [])
  if (!src || failed) {
    const look = `flex items-center justify-center bg-gradient-to-br from-stone-200 to-stone-300 p-2 text-center text-sm font-medium text-stone-600 ${className ?? ''}`
    if (!alt)
      return (
        <div aria-hidden="true" className={look}>
          {label}
        </div>
      )
    return (
      <div role="img" aria-label={alt} className={look}>
        <span aria-hidden="true">{label}</span>
      </div>
    )
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  )
}
