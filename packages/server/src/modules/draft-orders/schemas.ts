import {
  type CreateDraftInput,
  createDraftBody,
  type DraftItemInput,
  type DraftShippingInput,
  draftItemBody,
  type UpdateDraftInput,
  type UpdateDraftLineInput,
  updateDraftBody,
  updateDraftLineBody,
} from '@mercato/domain'
import { z } from 'zod'
import { contractExpand } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'

// Route parameters and the list query of /admin/draft-orders (contract §2.1); the request bodies live
// in @mercato/domain, shared with the dashboard's forms.

export { createDraftBody, draftItemBody, updateDraftBody }
export type { CreateDraftInput, DraftItemInput, DraftShippingInput, UpdateDraftInput }
export const updateLineBody = updateDraftLineBody
export type UpdateLineInput = UpdateDraftLineInput

export const draftParams = z.strictObject({ id: z.string().min(1) })
export const draftLineParams = z.strictObject({ id: z.string().min(1), line_id: z.string().min(1) })

export const DRAFT_RELATIONS = ['cart', 'order'] as const

export const listDraftsQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'display_id', 'status'],
  allowExpand: contractExpand('draft_order', DRAFT_RELATIONS),
  filters: { status: oneOrMany(z.enum(['open', 'completed'])).optional() },
})
export type ListDraftsQuery = z.output<typeof listDraftsQuery>
