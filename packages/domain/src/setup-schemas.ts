import { z } from 'zod'

// Request bodies of the store-setup routes, written once: the server validates with them and the
// dashboard's forms validate with them. Unknown properties are refused. Browser-safe: zod only.

const setupMetadata = z.record(z.string(), z.unknown()).nullable()

/** POST /admin/return-reasons: a reason, optionally nested under a parent reason. */
export const returnReasonCreateSchema = z.strictObject({
  label: z.string().min(1),
  value: z.string().min(1),
  parent_return_reason_id: z.string().min(1).nullable().optional(),
  description: z.string().nullable().optional(),
  metadata: setupMetadata.optional(),
})

/** POST /admin/return-reasons/:id: the parent cannot be changed once set. */
export const returnReasonUpdateSchema = z.strictObject({
  label: z.string().min(1).optional(),
  value: z.string().min(1).optional(),
  description: z.string().nullable().optional(),
  metadata: setupMetadata.optional(),
})

export type ReturnReasonCreateInput = z.infer<typeof returnReasonCreateSchema>
export type ReturnReasonUpdateInput = z.infer<typeof returnReasonUpdateSchema>
