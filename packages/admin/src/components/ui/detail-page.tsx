import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from './button'
import { confirm } from './confirm-dialog'
import { Section } from './section'
import { PageSpinner } from './spinner'

/** The link back to the list a detail page belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-sm text-gray-600 hover:text-gray-900">
      <span aria-hidden className="inline-block rtl:rotate-180">
        ←
      </span>{' '}
      {label}
    </Link>
  )
}

export interface DetailPageHeaderProps {
  title: string
  labels: { edit: string; delete: string }
  /** What the confirmation asks before deleting. */
  confirmDelete: { title: string; description: string }
  deleting: boolean
  onEdit: () => void
  /** Runs once the deletion is confirmed; without it there is no Delete (staff withheld deletions). */
  onDelete?: (() => void) | undefined
  /** The record's fields. */
  children: ReactNode
}

/** A record's title section with Edit and Delete; Delete asks first, since it cannot be undone. */
export function DetailPageHeader({
  title,
  labels,
  confirmDelete,
  deleting,
  onEdit,
  onDelete,
  children,
}: DetailPageHeaderProps) {
  const destroy = async () => {
    const ok = await confirm({ ...confirmDelete, confirmLabel: labels.delete, destructive: true })
    if (ok) onDelete?.()
  }
  return (
    <Section
      title={title}
      actions={
        <>
          <Button size="small" variant="secondary" onClick={onEdit}>
            {labels.edit}
          </Button>
          {onDelete && (
            <Button size="small" variant="danger" loading={deleting} onClick={() => void destroy()}>
              {labels.delete}
            </Button>
          )}
        </>
      }
    >
      {children}
    </Section>
  )
}

export interface NotFoundStateProps {
  /** An optional heading above the message. */
  title?: string
  message: string
  back: string
  to: string
}

export function NotFoundState({ title, message, back, to }: NotFoundStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-24 text-center">
      {title && <h1 className="text-xl font-semibold text-gray-900">{title}</h1>}
      <p className="text-sm text-gray-600">{message}</p>
      <Link to={to} className="text-sm font-medium text-violet-700 hover:underline">
        {back}
      </Link>
    </div>
  )
}

export interface DetailPageStateProps {
  loading: boolean
  error: (Error & { status?: number }) | null | undefined
  notFound: string
  notFoundTitle?: string
  back: string
  to: string
}

/**
 * What a detail page shows while it has no record: a spinner while loading, a way back when the
 * record does not exist; any other error goes to the error boundary.
 */
export function DetailPageState({ loading, error, notFound, notFoundTitle, back, to }: DetailPageStateProps) {
  if (loading) return <PageSpinner />
  if (error && error.status !== 404) throw error
  return <NotFoundState title={notFoundTitle} message={notFound} back={back} to={to} />
}
