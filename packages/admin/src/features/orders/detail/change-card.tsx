import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonVariant } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { formatDate } from '../../../lib/format'
import { OrderStatusBadge } from '../order-badges'
import { itemLabel } from './order-changes'

export interface ChangeStep {
  /** Left out: the step is not open to this change now. */
  shown: boolean
  pending: boolean
  /** What the step does once confirmed; its outcome is toasted. */
  run?: () => Promise<unknown>
  /**
   * A step with a dialog and toast of its own (receiving a change's return asks as the Returns section
   * does): called instead of the confirm and `run`.
   */
  ask?: () => Promise<unknown>
  variant?: ButtonVariant
  disabled?: boolean
  /** The button's own label, when it is not the confirm button's. */
  label?: string
}

/**
 * A change's next steps as buttons, each confirmed first and its outcome toasted. Texts come from
 * `${group}.${step}` with `Title`, `Done` and, with `described`, `Message`. Through the promise rather
 * than mutate's callbacks: a step that ends the change can unmount its card first.
 */
export function ChangeSteps({
  group,
  name,
  described = false,
  className,
  steps,
}: {
  group: 'claims' | 'swaps' | 'edits'
  name?: string
  described?: boolean
  className: string
  steps: Record<string, ChangeStep>
}) {
  const { t } = useTranslation('order-changes')
  const feedback = useMutationFeedback('order-changes')
  const open = Object.entries(steps).filter(([, step]) => step.shown)
  if (open.length === 0) return null
  const ask = async (key: string, step: ChangeStep) => {
    if (step.ask) return void (await step.ask())
    const ok = await confirm({
      title: t(`${group}.${key}Title`, { name }),
      ...(described ? { description: t(`${group}.${key}Message`) } : {}),
      confirmLabel: t(`${group}.${key}`),
      // "Cancel" beside "Cancel edit" reads as the same choice: the way back says what it keeps.
      ...(key === 'cancel' ? { cancelLabel: t(`${group}.keep`) } : {}),
      destructive: key === 'cancel',
    })
    if (!ok) return
    if (step.run) await feedback.track(step.run(), t(`${group}.${key}Done`)).catch(() => undefined)
  }
  return (
    <div className={`${className} flex flex-wrap gap-2`}>
      {open.map(([key, step]) => (
        <Button
          key={key}
          size="small"
          variant={step.variant}
          disabled={step.disabled}
          loading={step.pending}
          onClick={() => void ask(key, step)}
        >
          {step.label ?? t(`${group}.${key}`)}
        </Button>
      ))}
    </div>
  )
}

/** One claim or swap: its name, what kind, when, its statuses, then the caller's details. */
export function ChangeCard({
  name,
  kind,
  createdAt,
  badges,
  children,
}: {
  name: string
  kind?: string
  createdAt: string | Date
  badges: ReactNode
  children: ReactNode
}) {
  const { i18n } = useTranslation('order-changes')
  return (
    <li aria-label={name} className="rounded-lg border border-gray-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-gray-900">
          <span>{name}</span>
          {kind && <span className="text-xs font-normal text-gray-600">{kind}</span>}
          <bdi className="text-xs font-normal text-gray-500">
            {formatDate(createdAt, i18n.resolvedLanguage ?? 'en')}
          </bdi>
        </p>
        <div className="flex flex-wrap gap-1">{badges}</div>
      </div>
      {children}
    </li>
  )
}

/** A headed list of the lines a change takes back or sends out. */
export function ChangeLines({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-medium text-gray-500">{heading}</p>
      <ul className="text-gray-700">{children}</ul>
    </div>
  )
}

/** Where a change's return stands (requested, received…), under the items coming back. */
export function ChangeReturnStatus({ status }: { status: string }) {
  return (
    <p className="mt-1">
      <OrderStatusBadge kind="return" status={status} />
    </p>
  )
}

/** The new items a change sends out, as "quantity × title" lines. */
export function NewItemLines({
  heading,
  items,
}: {
  heading: string
  items: { id: string; quantity: number; title: string; description?: string | null }[]
}) {
  const { t } = useTranslation('order-changes')
  return (
    <ChangeLines heading={heading}>
      {items.map((i) => (
        <li key={i.id}>{t('line', { quantity: i.quantity, item: itemLabel(i) })}</li>
      ))}
    </ChangeLines>
  )
}

/** A section listing an order's claims or swaps, with the button that opens the create form. */
export function ChangesSection({
  title,
  createLabel,
  canCreate,
  emptyText,
  count,
  children,
  createModal,
}: {
  title: string
  createLabel: string
  canCreate: boolean
  emptyText: string
  count: number
  /** The cards, one `ChangeCard` each. */
  children: ReactNode
  createModal: (close: () => void) => ReactNode
}) {
  const [creating, setCreating] = useState(false)
  return (
    <Section
      title={title}
      actions={
        canCreate && (
          <Button size="small" variant="secondary" onClick={() => setCreating(true)}>
            {createLabel}
          </Button>
        )
      }
    >
      {count === 0 ? (
        <p className="text-sm text-gray-500">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
      {creating && createModal(() => setCreating(false))}
    </Section>
  )
}
