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
