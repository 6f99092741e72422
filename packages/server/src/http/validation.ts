import type { FastifySchemaCompiler } from 'fastify'
import { ZodError, type ZodType, type core } from 'zod'

function pathOf(issue: core.$ZodIssue): string {
  return issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[')
}

/** One line per problem, each naming its field: "property foo should not exist, email: Invalid email address". */
export function formatZodError(error: ZodError): string {
  const parts: string[] = []
  for (const issue of error.issues) {
    const where = pathOf(issue)
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) parts.push(`property ${where ? `${where}.` : ''}${key} should not exist`)
      continue
    }
    if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) {
      parts.push(`${where || 'body'} is required`)
      continue
    }
    parts.push(where ? `${where}: ${issue.message}` : issue.message)
  }
  return parts.join(', ')
}

/** Validates params, query and body with zod; failures become 400 invalid_data through the error mapper. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {})
    if (result.success) return { value: result.data }
    return { error: result.error as unknown as Error }
  }
}

export function isZodError(e: unknown): e is ZodError {
  return e instanceof ZodError
}
