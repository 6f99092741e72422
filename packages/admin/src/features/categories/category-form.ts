import { ClientError, getErrorMessage } from '@mercato/client'
import { categoryCreateBody } from '@mercato/domain'

/** The category form's values, as typed. */
export interface CategoryFormValues {
  name: string
  handle: string
  description: string
  /** '' = top level. */
  parentId: string
  isActive: boolean
  isInternal: boolean
}

export const EMPTY_CATEGORY: CategoryFormValues = {
  name: '',
  handle: '',
  description: '',
  parentId: '',
  isActive: true,
  isInternal: false,
}

/**
 * The Admin API body for the form, or null when the server's own schema refuses it (no name).
 * An empty handle is left out so the server derives it from the name.
 */
export function categoryPayload(values: CategoryFormValues) {
  const handle = values.handle.trim()
  const payload = {
    name: values.name.trim(),
    description: values.description.trim(),
    ...(handle ? { handle } : {}),
    parent_category_id: values.parentId || null,
    is_active: values.isActive,
    is_internal: values.isInternal,
  }
  return categoryCreateBody.safeParse(payload).success ? payload : null
}

const TAKEN = /^Product category with handle (.+) already exists\.?$/

/**
 * The handle a save was refused for because another category has it, or null for any other failure.
 * When the form's handle was left empty this is the one the server made from the name.
 */
export function takenHandle(error: unknown): string | null {
  if (!(error instanceof ClientError) || error.type !== 'duplicate_error') return null
  return TAKEN.exec(getErrorMessage(error))?.[1] ?? null
}
