// Pages are made per request, so they are compressed as they are sent (the built assets have
// ready-made .br and .gz copies instead). Brotli at a middling quality keeps the render fast.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface EncodedPage {
  body: Buffer | string
  /** The Content-Encoding to send, when the body is compressed. */
  encoding?: 'br' | 'gzip'
}

/** Content codings the client accepts (those not refused with q=0), lower-case. */
export function acceptedCodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.toLowerCase())
  }
  return accepted
}

export function encodePage(html: string, acceptEncoding: string | undefined): EncodedPage {
  const accepted = acceptedCodings(acceptEncoding)
  if (accepted.has('br'))
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    }
  if (accepted.has('gzip')) return { body: gzipSync(html), encoding: 'gzip' }
  return { body: html }
}
