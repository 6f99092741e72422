import { returnReasonCreateSchema, returnReasonUpdateSchema } from '@mercato/domain'

export interface ReasonDraft {
  value: string
  label: string
  description: string
  parent_return_reason_id: string
}

export type ReasonErrors = Partial<Record<'value' | 'label', 'required'>>

/** The request body for a new reason (or, with `editing`, an update), checked by the route's own schema. */
export function parseReason(draft: ReasonDraft, editing: boolean) {
  const body = {
    value: draft.value.trim(),
    label: draft.label.trim(),
    description: draft.description.trim(),
    ...(editing || !draft.parent_return_reason_id
      ? {}
      : { parent_return_reason_id: draft.parent_return_reason_id }),
  }
  const parsed = (editing ? returnReasonUpdateSchema : returnReasonCreateSchema).safeParse(body)
  if (parsed.success) return { body }
  const errors: ReasonErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (field === 'value' || field === 'label') errors[field] = 'required'
  }
  return { errors }
}
