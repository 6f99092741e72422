import { type StaffAction, type StaffArea, unauthorized } from '@mercato/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config'
import { assertNotCrossSite } from './csrf'
import { verifyJwt } from './jwt'

/**
 * Who may call a route. Admin routes default to 'admin' and store routes to 'optional-customer',
 * so a route can only become public by saying so.
 */
export type AuthMode = 'admin' | 'public' | 'customer' | 'optional-customer'

export interface Actor {
  userId?: string
  /**
   * A staff member's role, the shop areas they may work in and the actions they may take there (see
   * `@mercato/domain` staff-access).
   */
  staff?: { role: string; areas: ReadonlySet<StaffArea>; actions: ReadonlySet<StaffAction> }
  customerId?: string
  /** How the caller proved who they are. */
  via?: 'session' | 'bearer' | 'api_token'
  sessionId?: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode
  }
  interface FastifyRequest {
    actor: Actor
  }
}

/** A signed-in staff member, as the access checks need them. */
export interface StaffIdentity {
  id: string
  role: string
  areas: ReadonlySet<StaffArea>
  actions: ReadonlySet<StaffAction>
}

/** Looks identities up; provided by the users-auth (and later customers) module. */
export interface IdentityResolver {
  userBySession(sessionId: string): Promise<StaffIdentity | null>
  /** The user of a bearer token issued at `issuedAtMs`, unless the user is gone or revoked their tokens. */
  userById(userId: string, issuedAtMs: number): Promise<StaffIdentity | null>
  userByApiToken(token: string): Promise<StaffIdentity | null>
  customerIdBySession(sessionId: string): Promise<string | null>
  customerIdById(customerId: string, issuedAtMs: number): Promise<string | null>
}

export const ADMIN_COOKIE = 'mercato_admin_sid'
export const STORE_COOKIE = 'mercato_store_sid'

export interface RouteRecord {
  method: string
  url: string
  auth: AuthMode
  /** The route's validation schemas (zod), for tests that derive requests from them. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown } | undefined
}

export function cookieOptions(config: Config, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    signed: true,
    secure: config.production,
    // Lax keeps the cookie off cross-site subrequests and form posts; storefronts on another site use tokens.
    sameSite: config.cookieSameSite,
    maxAge: maxAgeSeconds,
  }
}

function readSignedCookie(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies?.[name]
  if (!raw) return null
  const r = request.unsignCookie(raw)
  return r.valid && r.value ? r.value : null
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization
  if (!h?.startsWith('Bearer ')) return null
  return h.slice(7).trim() || null
}

/** When a token was issued: `iat_ms` (ours) or `iat` in seconds. */
function issuedAtMs(p: Record<string, unknown>): number {
  if (typeof p.iat_ms === 'number') return p.iat_ms
  return typeof p.iat === 'number' ? p.iat * 1000 : 0
}

/** A session token must say when it ends: one without `exp` would never expire. */
function tryJwt(token: string, secret: string): Record<string, unknown> | null {
  try {
    const payload = verifyJwt(token, secret)
    return typeof payload.exp === 'number' ? payload : null
  } catch {
    return null
  }
}

const staffActor = ({ id, role, areas, actions }: StaffIdentity): Actor => ({
  userId: id,
  staff: { role, areas, actions },
})

async function resolveAdmin(
  request: FastifyRequest,
  ids: IdentityResolver,
  config: Config,
): Promise<Actor | null> {
  const sid = readSignedCookie(request, ADMIN_COOKIE)
  if (sid) {
    const found = await ids.userBySession(sid)
    if (found) return { ...staffActor(found), via: 'session', sessionId: sid }
  }
  const token = bearer(request)
  if (token) {
    const p = tryJwt(token, config.jwtSecret)
    if (p && p.domain === 'admin' && typeof p.user_id === 'string') {
      const found = await ids.userById(p.user_id, issuedAtMs(p))
      if (found) return { ...staffActor(found), via: 'bearer' }
    }
  }
  const apiToken = request.headers['x-medusa-access-token']
  if (typeof apiToken === 'string' && apiToken.length > 0) {
    const found = await ids.userByApiToken(apiToken)
    if (found) return { ...staffActor(found), via: 'api_token' }
  }
  return null
}

async function resolveCustomer(
  request: FastifyRequest,
  ids: IdentityResolver,
  config: Config,
): Promise<Actor | null> {
  const sid = readSignedCookie(request, STORE_COOKIE)
  if (sid) {
    const customerId = await ids.customerIdBySession(sid)
    if (customerId) return { customerId, via: 'session', sessionId: sid }
  }
  const token = bearer(request)
  if (token) {
    const p = tryJwt(token, config.jwtSecret)
    if (p && p.domain === 'store' && typeof p.customer_id === 'string') {
      const customerId = await ids.customerIdById(p.customer_id, issuedAtMs(p))
      if (customerId) return { customerId, via: 'bearer' }
    }
  }
  return null
}

/** Installs default-deny authentication and records every route for the route-inventory test. */
export function installAuth(
  app: FastifyInstance,
  config: Config,
  ids: IdentityResolver,
  routes: RouteRecord[],
) {
  app.decorateRequest('actor', null as unknown as Actor)

  app.addHook('onRoute', (route) => {
    const url = route.url
    if (!route.config) route.config = {} as never
    const cfg = route.config as { auth?: AuthMode }
    if (cfg.auth === undefined) {
      if (url.startsWith('/admin')) cfg.auth = 'admin'
      else if (url.startsWith('/store')) cfg.auth = 'optional-customer'
      else cfg.auth = 'public'
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      routes.push({ method, url, auth: cfg.auth, schema: route.schema as RouteRecord['schema'] })
    }
  })

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    request.actor = {}
    const mode = request.routeOptions.config?.auth
    if (!mode || mode === 'public') return
    if (mode === 'admin') {
      const actor = await resolveAdmin(request, ids, config)
      if (!actor) throw unauthorized()
      if (actor.via === 'session') assertNotCrossSite(request, config)
      request.actor = actor
      return
    }
    const actor = await resolveCustomer(request, ids, config)
    if (actor?.via === 'session') assertNotCrossSite(request, config)
    if (actor) request.actor = actor
    else if (mode === 'customer') throw unauthorized()
  })
}
