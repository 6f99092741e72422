import { useAdminUpdateUser, useAdminUser } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'
import { useCurrentUser } from '../../../lib/session'
import {
  type SavedView,
  VIEWS_METADATA_KEY,
  type ViewProblem,
  BUILT_IN_VIEWS,
  activeView,
  addView,
  readViews,
  removeView,
  renameView,
  viewQuery,
} from './saved-views'

const newViewId = () => `view_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

function ViewNameModal({
  title,
  initial,
  busy,
  check,
  onClose,
  onSave,
}: {
  title: string
  initial: string
  busy: boolean
  check: (name: string) => ViewProblem | null
  onClose: () => void
  onSave: (name: string) => void
}) {
  const { t } = useTranslation('orders')
  const [name, setName] = useState(initial)
  const [problem, setProblem] = useState<ViewProblem | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = check(name)
    setProblem(found)
    if (!found) onSave(name.trim())
  }
  return (
    <FormModal
      title={title}
      labels={{ cancel: t('views.cancel'), save: t('views.save') }}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('views.name')}
        required
        value={name}
        errors={problem ? t(`views.problem.${problem}`) : undefined}
        onChange={(e) => setName(e.target.value)}
      />
    </FormModal>
  )
}

/**
 * Named filter sets above the orders table, per signed-in user: apply one (it becomes the URL),
 * save the current filters under a name, rename or delete the view being shown.
 */
export function SavedViewsBar() {
  const { t } = useTranslation('orders')
  const feedback = useMutationFeedback('orders')
  const navigate = useNavigate()
  const { search } = useLocation()
  const { user: sessionUser } = useCurrentUser()
  const userId = sessionUser?.id ?? ''
  // The user record, not the session: it is what a save refreshes.
  const { user } = useAdminUser(userId, { enabled: !!userId })
  const update = useAdminUpdateUser(userId)
  const [dialog, setDialog] = useState<'save' | 'rename' | null>(null)
  const views = readViews(user?.metadata as Record<string, unknown> | null | undefined)
  const active = activeView(views, search)
  const current = viewQuery(search)
  const filtered = current !== ''
  const builtIn = BUILT_IN_VIEWS.find((view) => view.query === current)

  const store = (next: SavedView[], message: string, then?: () => void) =>
    update.mutate(
      { metadata: { [VIEWS_METADATA_KEY]: next } },
      {
        onSuccess: () => {
          feedback.success(message)
          then?.()
        },
        onError: feedback.failure,
      },
    )
  const apply = (view: SavedView | null) => navigate({ search: view?.query ?? '' })
  const destroy = async (view: SavedView) => {
    const ok = await confirm({
      title: t('views.deleteTitle'),
      description: t('views.deleteMessage', { name: view.name }),
      confirmLabel: t('views.delete'),
      destructive: true,
    })
    if (ok) store(removeView(views, view.id), t('views.deleted', { name: view.name }))
  }

  const tab = (key: string, label: string, current: boolean, onClick: () => void) => (
    <li key={key}>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={onClick}
        className={`rounded-full px-3 py-1 text-sm font-medium ${
          current ? 'bg-violet-100 text-violet-800' : 'text-gray-600 hover:bg-gray-100'
        }`}
      >
        {label}
      </button>
    </li>
  )
  return (
    <nav aria-label={t('views.title')} className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap items-center gap-1">
        {tab('all', t('views.all'), !filtered, () => apply(null))}
        {BUILT_IN_VIEWS.map((view) =>
          tab(view.id, t(`views.builtIn.${view.id}`), view === builtIn, () => apply(view)),
        )}
        {views.map((view) => tab(view.id, view.name, view.id === active?.id, () => apply(view)))}
      </ul>
      <div className="ms-auto flex flex-wrap gap-2">
        {active && (
          <>
            <Button size="small" variant="ghost" onClick={() => setDialog('rename')}>
              {t('views.rename')}
            </Button>
            <Button size="small" variant="ghost" onClick={() => void destroy(active)}>
              {t('views.delete')}
            </Button>
          </>
        )}
        {filtered && !active && !builtIn && (
          <Button size="small" variant="secondary" disabled={!user} onClick={() => setDialog('save')}>
            {t('views.saveCurrent')}
          </Button>
        )}
      </div>
      {dialog === 'save' && (
        <ViewNameModal
          title={t('views.saveTitle')}
          initial=""
          busy={update.isPending}
          check={(name) => addView(views, name, search, '').problem ?? null}
          onClose={() => setDialog(null)}
          onSave={(name) => {
            const added = addView(views, name, search, newViewId())
            if (added.views) store(added.views, t('views.saved', { name }), () => setDialog(null))
          }}
        />
      )}
      {dialog === 'rename' && active && (
        <ViewNameModal
          title={t('views.renameTitle')}
          initial={active.name}
          busy={update.isPending}
          check={(name) => renameView(views, active.id, name).problem ?? null}
          onClose={() => setDialog(null)}
          onSave={(name) => {
            const renamed = renameView(views, active.id, name)
            if (renamed.views) store(renamed.views, t('views.renamed', { name }), () => setDialog(null))
          }}
        />
      )}
    </nav>
  )
}
