// Admin notes: query keys and hooks.
import type {
  AdminGetNotesParams,
  AdminNotesDeleteRes,
  AdminNotesListRes,
  AdminNotesRes,
  AdminPostNotesNoteReq,
  AdminPostNotesReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminNoteKeys = queryKeysFactory('admin_notes')

export function useAdminNotes(query?: AdminGetNotesParams, options?: QueryOptions<AdminNotesListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminNoteKeys.list(query), () => client.admin.notes.list(query), options)
}

export function useAdminNote(id: string, options?: QueryOptions<AdminNotesRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminNoteKeys.detail(id), () => client.admin.notes.retrieve(id), options)
}

export function useAdminCreateNote(options?: EnvelopeMutationOptions<AdminNotesRes, AdminPostNotesReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostNotesReq) => client.admin.notes.create(payload),
    [adminNoteKeys.lists()],
    options,
  )
}

export function useAdminUpdateNote(
  id: string,
  options?: EnvelopeMutationOptions<AdminNotesRes, AdminPostNotesNoteReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostNotesNoteReq) => client.admin.notes.update(id, payload),
    [adminNoteKeys.lists(), adminNoteKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteNote(id: string, options?: EnvelopeMutationOptions<AdminNotesDeleteRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.notes.delete(id),
    [adminNoteKeys.lists(), adminNoteKeys.detail(id)],
    options,
  )
}
