/** A product's thumbnail, or a grey square when it has none. */
export function ProductThumbnail({ src, size = 'size-10' }: { src?: string | null; size?: string }) {
  if (src)
    return <img src={src} alt="" className={`${size} rounded-md border border-gray-200 object-cover`} />
  return (
    <span
      aria-hidden
      className={`${size} flex shrink-0 items-center justify-center rounded-md bg-gray-100 text-gray-400`}
    >
      ▢
    </span>
  )
}
