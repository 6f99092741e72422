import { useState } from 'react'

/** A line's product image, or a plain placeholder when there is none or it fails to load. */
export function LineThumbnail({ src }: { src: string | null | undefined }) {
  const [failed, setFailed] = useState(false)
  if (src && !failed)
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailed(true)}
        className="size-10 rounded-md border border-gray-200 object-cover"
      />
    )
  return (
    <span
      aria-hidden
      className="flex size-10 shrink-0 items-center justify-center rounded-md bg-gray-100 text-gray-400"
    >
      ▢
    </span>
  )
}
