import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { useReadOnly } from '../../../components/ui/read-only'
import { Section } from '../../../components/ui/section'
import type { PickerItem } from './picker-modal'

export interface LinkedSectionProps {
  title: string
  /** What the rate applies to now. */
  items: PickerItem[]
  addLabel: string
  emptyTitle: string
  emptyDescription: string
  removing: boolean
  onAdd: () => void
  /** Runs once the removal of these ids is confirmed. */
  onRemove: (ids: string[], clearSelection: () => void) => void
}

/** One kind of thing a tax rate applies to: the list with bulk selection, add, and remove (asks first). */
export function LinkedSection(props: LinkedSectionProps) {
  const { title, items, addLabel, emptyTitle, emptyDescription, removing, onAdd, onRemove } = props
  const { t } = useTranslation('setup')
  const readOnly = useReadOnly()
  const [picked, setPicked] = useState<Set<string>>(() => new Set())
  const selected = items.filter((i) => picked.has(i.id))
  const toggle = (id: string) =>
    setPicked((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const remove = async () => {
    const ok = await confirm({
      title: t('taxes.removeTitle', { count: selected.length }),
      description: t('taxes.removeDescription'),
      confirmLabel: t('actions.remove'),
      destructive: true,
    })
    if (ok)
      onRemove(
        selected.map((i) => i.id),
        () => setPicked(new Set()),
      )
  }
  const add = (
    <Button size="small" variant="secondary" onClick={onAdd}>
      {addLabel}
    </Button>
  )
  return (
    <Section
      title={title}
      actions={
        <>
          {selected.length > 0 && (
            <Button size="small" variant="danger" loading={removing} onClick={() => void remove()}>
              {t('taxes.removeSelected', { count: selected.length })}
            </Button>
          )}
          {add}
        </>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex cursor-pointer items-center gap-3 py-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-violet-600"
                  checked={picked.has(item.id)}
                  disabled={readOnly}
                  onChange={() => toggle(item.id)}
                />
                <span className="font-medium text-gray-900">{item.label}</span>
                {item.hint && <span className="text-gray-500">{item.hint}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
