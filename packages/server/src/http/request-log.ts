import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/**
 * One line per answered request at `info`: method, path, status and milliseconds. Fastify's default
 * is two lines per request carrying the full URL; the query string is left out here because it may
 * hold tokens or personal data. Bodies and SQL are never logged.
 */
export class ConciseRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: (request.raw.url ?? request.url).split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request')
  }
}
