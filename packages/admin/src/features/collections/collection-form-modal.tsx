import type { ProductCollection } from '@mercato/client'
import { collectionCreateBody } from '@mercato/domain'
import { useAdminCreateCollection, useAdminUpdateCollection } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { InputField } from '../../components/ui/input-field'
import { FormModal } from '../../components/ui/form-modal'
import { useFormDraft, useSaveHandlers } from '../../components/ui/form-draft'
import { collectionPath } from './urls'

/** The form's values as the Admin API takes them: an empty handle is left out (the server derives it). */
export function collectionPayload(title: string, handle: string) {
  const trimmed = handle.trim()
  return { title: title.trim(), ...(trimmed ? { handle: trimmed } : {}) }
}

interface FormProps {
  heading: string
  initial: { title: string; handle: string }
  busy: boolean
  onClose: () => void
  onSubmit: (payload: { title: string; handle?: string }) => void
}

function CollectionForm({ heading, initial, busy, onClose, onSubmit }: FormProps) {
  const { t } = useTranslation('catalogue')
  const { values, set, errors, submit } = useFormDraft(
    initial,
    ({ title, handle }) => {
      const payload = collectionPayload(title, handle)
      // The server's own body schema: a rule changed there is enforced here too.
      return collectionCreateBody.safeParse(payload).success
        ? { payload }
        : { errors: { title: 'errors.required' } }
    },
    (r) => onSubmit(r.payload),
  )
  return (
    <FormModal
      title={heading}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('fields.title')}
        required
        value={values.title}
        errors={errors.title && t(errors.title)}
        onChange={(e) => set('title', e.target.value)}
      />
      <InputField
        label={t('fields.handle')}
        value={values.handle}
        onChange={(e) => set('handle', e.target.value)}
      />
      <p className="-mt-3 text-xs text-gray-500">{t('fields.handleHint')}</p>
    </FormModal>
  )
}

/** Creates a collection and opens its page. */
export function CreateCollectionModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('catalogue')
  const navigate = useNavigate()
  const saved = useSaveHandlers('catalogue')
  const create = useAdminCreateCollection()
  return (
    <CollectionForm
      heading={t('collections.createTitle')}
      initial={{ title: '', handle: '' }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(payload) =>
        create.mutate(
          payload,
          saved(t('collections.created'), ({ collection }) => navigate(collectionPath(collection.id))),
        )
      }
    />
  )
}

export function EditCollectionModal({
  collection,
  onClose,
}: {
  collection: ProductCollection
  onClose: () => void
}) {
  const { t } = useTranslation('catalogue')
  const saved = useSaveHandlers('catalogue')
  const update = useAdminUpdateCollection(collection.id)
  return (
    <CollectionForm
      heading={t('collections.editTitle')}
      initial={{ title: collection.title, handle: collection.handle ?? '' }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={(payload) => update.mutate(payload, saved(t('collections.saved'), onClose))}
    />
  )
}
