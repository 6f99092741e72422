import type { FastifyTypeProvider } from 'fastify'
import type { ZodType, z } from 'zod'

/** Lets route handlers see the parsed (output) types of their zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown
  serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown
}
