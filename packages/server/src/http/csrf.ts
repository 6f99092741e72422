import type { FastifyRequest } from 'fastify'
import type { Config } from '../config'
import { corsOriginsFor } from './cors'
import { ForbiddenError } from './errors'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The origins this server answers on: the Host it was reached by and its configured public URL. */
function ownOrigins(request: FastifyRequest, config: Config): string[] {
  const out = [`${request.protocol}://${request.host}`]
  const backend = originOf(config.backendUrl)
  if (backend) out.push(backend)
  return out
}

function isAllowedOrigin(origin: string, request: FastifyRequest, config: Config): boolean {
  if (ownOrigins(request, config).includes(origin)) return true
  const allowed = corsOriginsFor(request.url, config)
  if (!allowed) return false
  return allowed.some((o) => (typeof o === 'string' ? o === origin : o.test(origin)))
}

/**
 * Cookies ride along on requests a foreign page makes (forms, `fetch` with `no-cors`), so a state change
 * authenticated by a session cookie must come from this server's own origin or an allowed CORS origin.
 * Bearer and API tokens are never sent by the browser on its own and need no such check.
 */
export function assertNotCrossSite(request: FastifyRequest, config: Config) {
  if (!STATE_CHANGING.has(request.method)) return
  const origin = request.headers.origin
  if (typeof origin === 'string') {
    if (isAllowedOrigin(origin, request, config)) return
    throw new ForbiddenError(`Cross-origin request from ${origin.slice(0, 200)} refused`)
  }
  // Browsers that omit Origin still say where the request comes from.
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new ForbiddenError('Cross-site request refused')
  }
}
