import { Fragment } from 'react'

export interface TrackingLinkLike {
  tracking_number: string
  url?: string | null
}

const isWebAddress = (url: string | null | undefined): url is string => !!url && /^https?:\/\//.test(url)

/**
 * Tracking numbers inside a translated sentence ("Tracking: {{numbers}}"), each a link to the carrier's
 * tracking page when it has one.
 */
export function TrackingLinks({
  links,
  sentence,
}: {
  links: TrackingLinkLike[]
  /** The sentence with the numbers filled in (called with a marker for where they go). */
  sentence: (numbers: string) => string
}) {
  const [before = '', after = ''] = sentence('\u0000').split('\u0000')
  return (
    <>
      {before}
      {links.map((l, i) => (
        <Fragment key={l.tracking_number}>
          {i > 0 && ', '}
          {isWebAddress(l.url) ? (
            <a href={l.url} target="_blank" rel="noreferrer" className="underline hover:text-gray-900">
              <bdi>{l.tracking_number}</bdi>
            </a>
          ) : (
            <bdi>{l.tracking_number}</bdi>
          )}
        </Fragment>
      ))}
      {after}
    </>
  )
}
