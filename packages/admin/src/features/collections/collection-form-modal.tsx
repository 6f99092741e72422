import type { ProductCollection } from '@mercato/client'
import { collectionCreateBody } from '@mercato/domain'
import { useAdminCreateCollection, useAdminUpdateCollection } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { InputField } from '../../components/ui/input-field'
import { FormModal } from '../../components/ui/form-modal'
import { useMutationFeedback } from '../../components/ui/feedback'
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
  const [title, setTitle] = useState(initial.title)
  const [handle, setHandle] = useState(initial.handle)
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const payload = collectionPayload(title, handle)
    // The server's own body schema: a rule changed there is enforced here too.
    if (!collectionCreateBody.safeParse(payload).success) return setError(t('errors.required'))
    onSubmit(payload)
  }
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
        value={title}
        errors={error}
        onChange={(e) => setTitle(e.target.value)}
      />
      <InputField label={t('fields.handle')} value={handle} onChange={(e) => setHandle(e.target.value)} />
      <p className="-mt-3 text-xs text-gray-500">{t('fields.handleHint')}</p>
    </FormModal>
  )
}

/** Creates a collection and opens its page. */
export function CreateCollectionModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('catalogue')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('catalogue')
  const create = useAdminCreateCollection()
  return (
    <CollectionForm
      heading={t('collections.createTitle')}
      initial={{ title: '', handle: '' }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(payload) =>
        create.mutate(payload, {
          onSuccess: ({ collection }) => {
            feedback.success(t('collections.created'))
            navigate(collectionPath(collection.id))
          },
          onError: feedback.failure,
        })
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
  const feedback = useMutationFeedback('catalogue')
  const update = useAdminUpdateCollection(collection.id)
  return (
    <CollectionForm
      heading={t('collections.editTitle')}
      initial={{ title: collection.title, handle: collection.handle ?? '' }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={(payload) =>
        update.mutate(payload, {
          onSuccess: () => {
            feedback.success(t('collections.saved'))
            onClose()
          },
          onError: feedback.failure,
        })
      }
    />
  )
}
