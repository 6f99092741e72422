import type { ProductCollection } from '@mercato/client'
import { collectionCreateBody } from '@mercato/domain'
import { useAdminCreateCollection, useAdminUpdateCollection } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { InputField } from '../../components/ui/input-field'
import { Modal } from '../../components/ui/modal'
import { useCatalogueFeedback } from './feedback'
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
  const formId = useId()
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
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={heading}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <InputField
          label={t('fields.title')}
          required
          value={title}
          errors={error}
          onChange={(e) => setTitle(e.target.value)}
        />
        <InputField label={t('fields.handle')} value={handle} onChange={(e) => setHandle(e.target.value)} />
        <p className="-mt-3 text-xs text-gray-500">{t('fields.handleHint')}</p>
      </form>
    </Modal>
  )
}

/** Creates a collection and opens its page. */
export function CreateCollectionModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('catalogue')
  const navigate = useNavigate()
  const feedback = useCatalogueFeedback()
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
  const feedback = useCatalogueFeedback()
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
