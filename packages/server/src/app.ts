import { existsSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import fastifyStatic from '@fastify/static'
import { type Database, migrate } from '@mercato/db'
import { generateId } from '@mercato/domain'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import type { Config } from './config'
import type { AppContext } from './context'
import { createEventBus } from './events/create'
import { type RouteRecord, installAuth } from './http/auth'
import { corsOriginsFor } from './http/cors'
import { errorHandler, toErrorResponse } from './http/errors'
import { guardInput } from './http/input-guard'
import { parseQueryString } from './http/query-string'
import { installArrivalOrder } from './http/arrival-order'
import { ConciseRequestLog } from './http/request-log'
import { createAttemptCounter } from './http/rate-limit'
import { zodValidatorCompiler } from './http/validation'
import { serveStorefront, storefrontNotFoundHandler } from './http/storefront'
import { registerModules } from './modules'
import { accountBySession, accountWithRevocation } from './modules/customers'
import { createIdentityResolver, installStaffAccessGuard } from './modules/users-auth'
import { ensureStore, syncProviders } from './modules/store-settings'

/** Most requests are small JSON (Medusa uses 100 kB too); batch routes take longer lists. */
const DEFAULT_BODY_LIMIT = 100 * 1024
const BATCH_BODY_LIMIT = 10 * 1024 * 1024

export const DEFAULT_ADMIN_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'admin', 'dist')

export interface BuildAppOptions {
  database: Database
  config: Config
  logger?: FastifyServerOptions['logger']
  /** Folder of the built dashboard; null to serve none. */
  adminDist?: string | null
  /** Apply migrations before serving (on by default). */
  migrate?: boolean
  /** With REDIS_URL, the prefix of the events' keys (default: named after the store); tests set their own. */
  eventsKeyPrefix?: string
}

export interface MercatoApp {
  app: FastifyInstance
  ctx: AppContext
  routes: RouteRecord[]
}

export async function buildApp(options: BuildAppOptions): Promise<MercatoApp> {
  const { database, config } = options
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : generateId('req')
    },
    requestIdHeader: false,
    logController: new ConciseRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Router-level failures (bad %-encoding in the path) answer in the contract's error shape too.
    frameworkErrors: (error, _req, reply) => {
      const { status, body } = toErrorResponse(error)
      ;(reply as FastifyReply).status(status).send(body)
    },
    forceCloseConnections: 'idle',
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      querystringParser: parseQueryString,
    },
  })
  const events = createEventBus(config.redisUrl, app.log, { database, keyPrefix: options.eventsKeyPrefix })
  const attempts = await createAttemptCounter(config.redisUrl)
  const ctx: AppContext = { database, db: database.db, config, events, log: app.log, attempts }
  const routes: RouteRecord[] = []

  if (options.migrate !== false) await migrate(database)
  await syncProviders(ctx)
  await ensureStore(ctx)

  app.setValidatorCompiler(zodValidatorCompiler)
  app.setErrorHandler(errorHandler)
  installArrivalOrder(app)
  app.addHook('preValidation', guardInput)
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && /\/batch(\/|$)/.test(route.url)) route.bodyLimit = BATCH_BODY_LIMIT
  })
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })
  // Clients send `Content-Type: application/json` with an empty body on many POSTs; treat it as {}.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim()
    if (text === '') return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch (e) {
      const err = e as Error & { statusCode?: number; code?: string }
      err.statusCode = 400
      err.code = 'FST_ERR_CTP_INVALID_JSON_BODY'
      done(err, undefined)
    }
  })

  await app.register(cookie, { secret: config.cookieSecret })
  await app.register(cors, {
    credentials: true,
    exposedHeaders: ['Idempotency-Key', 'x-request-id'],
    delegator: (req, cb) => cb(null, { origin: corsOriginsFor(req.url ?? '', config), credentials: true }),
  })

  installAuth(
    app,
    config,
    createIdentityResolver(ctx, {
      bySession: (sessionId) => accountBySession(ctx.db, sessionId),
      byId: (id) => accountWithRevocation(ctx.db, id),
    }),
    routes,
  )
  installStaffAccessGuard(app)

  app.get('/health', { config: { auth: 'public' } }, async () => ({ status: 'ok' }))
  registerModules(app, ctx)
  await serveAdmin(app, options.adminDist === undefined ? DEFAULT_ADMIN_DIST : options.adminDist)
  const storefrontNotFound = await serveStorefront(app, ctx)

  // Unknown page addresses get the storefront's not-found page; API addresses the JSON 404.
  app.setNotFoundHandler(storefrontNotFoundHandler(storefrontNotFound))

  app.addHook('onClose', async () => {
    await events.close()
    await attempts.close()
  })
  await app.ready()
  return { app, ctx, routes }
}

/**
 * The dashboard is a single-page app: files by path, index.html for every other /app URL. Files are
 * looked up when asked for, not listed at start, so a dashboard built or rebuilt while the server runs
 * is served at once; until its index.html first appears, /app says how to build it.
 */
async function serveAdmin(app: FastifyInstance, dist: string | null) {
  const notBuilt = async (_req: unknown, reply: FastifyReply) =>
    reply.status(503).send({
      type: 'unexpected_state',
      message: 'The admin dashboard is not built. Run `npm run build`; this server serves it once built.',
    })
  if (!dist) {
    app.get('/app', { config: { auth: 'public' } }, notBuilt)
    app.get('/app/*', { config: { auth: 'public' } }, notBuilt)
    return
  }
  const index = join(dist, 'index.html')
  // Once seen, the page stays: a file system check per page view only while it is missing.
  let built = existsSync(index)
  const isBuilt = () => {
    if (!built) built = existsSync(index)
    return built
  }
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    maxAge: '1h',
    // The folder may not exist until the first build.
    suppressWarning: true,
    // Vite names every built script and style after its content (`assets/index-<hash>.js`): a file at
    // such a path never changes, so the browser keeps it a year and does not ask again on reload.
    // Locales and icons keep their names across releases and stay at an hour.
    setHeaders(reply, path) {
      if (relative(dist, path).startsWith(`assets${sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable')
    },
  })
  const sendIndex = async (req: unknown, reply: FastifyReply) => {
    if (!isBuilt()) return notBuilt(req, reply)
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dist, { cacheControl: false })
  }
  app.get('/app', { config: { auth: 'public' } }, sendIndex)
  app.get('/app/*', { config: { auth: 'public' } }, async (req, reply) => {
    const path = req.url.split('?')[0]!
    // A path with a file extension is a file (404 when missing); everything else a client-side route.
    if (!/\.\w{1,8}$/.test(path)) return sendIndex(req, reply)
    if (!isBuilt()) return notBuilt(req, reply)
    // Still URL-encoded: the file sender decodes it once and refuses `..` and other non-canonical paths.
    return reply.sendFile(path.slice('/app'.length))
  })
}
