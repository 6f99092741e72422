import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: string
  /** One sentence on how to get started, e.g. how to add the first item. */
  description?: string
  /** The call to action, usually a Button that creates the first item. */
  action?: ReactNode
}

/** What a list or section shows when it has nothing in it. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <p className="text-sm font-medium text-gray-900">{title}</p>
      {description && <p className="max-w-sm text-sm text-gray-500">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  )
}
