import { useState } from 'react'
import { Button } from './button'
import { invalidMetadataRows, type MetadataRow, metadataRows, metadataUpdates } from './metadata'
import { Modal, ModalClose } from './modal'
import { Section } from './section'

const INPUT = 'h-9 w-full min-w-0 rounded-lg border px-3 text-sm outline-none focus:border-violet-500'

/** The section's words, from the translation namespace of the page that shows it. */
export interface MetadataLabels {
  title: string
  edit: string
  /** The dialog's title; the edit button's words when left out. */
  dialogTitle?: string
  empty: string
  addRow: string
  invalidKeys: string
  cancel: string
  save: string
  key: (position: number) => string
  value: (position: number) => string
  removeRow: (position: number) => string
}

export interface MetadataSectionProps {
  metadata: Record<string, unknown> | null | undefined
  labels: MetadataLabels
  /** Sends one metadata update (`null` clears all keys). */
  save: (metadata: Record<string, unknown> | null) => Promise<unknown>
  onSaved: () => void
  onError: (error: unknown) => void
}

function MetadataForm({
  metadata,
  labels,
  save,
  onSaved,
  onError,
  onClose,
}: MetadataSectionProps & { onClose: () => void }) {
  const [rows, setRows] = useState<MetadataRow[]>(() => metadataRows(metadata))
  const [bad, setBad] = useState<number[]>([])
  const [busy, setBusy] = useState(false)
  const edit = (i: number, patch: Partial<MetadataRow>) =>
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)))

  const submit = async () => {
    const invalid = invalidMetadataRows(rows)
    setBad(invalid)
    if (invalid.length) return
    setBusy(true)
    try {
      for (const update of metadataUpdates(metadata, rows)) await save(update)
      onSaved()
      onClose()
    } catch (error) {
      onError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={labels.dialogTitle ?? labels.edit}
      footer={
        <div className="ms-auto flex gap-2">
          <ModalClose asChild>
            <Button variant="secondary">{labels.cancel}</Button>
          </ModalClose>
          <Button loading={busy} onClick={() => void submit()}>
            {labels.save}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-2">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row has no identity while its key is typed.
          <div key={i} className="flex items-start gap-2">
            <input
              aria-label={labels.key(i + 1)}
              aria-invalid={bad.includes(i) || undefined}
              value={row.key}
              onChange={(e) => edit(i, { key: e.target.value })}
              className={`${INPUT} ${bad.includes(i) ? 'border-rose-500' : 'border-gray-300'}`}
            />
            <input
              aria-label={labels.value(i + 1)}
              value={row.value}
              onChange={(e) => edit(i, { value: e.target.value })}
              className={`${INPUT} border-gray-300`}
            />
            <Button
              size="small"
              variant="ghost"
              className="mt-1"
              aria-label={labels.removeRow(i + 1)}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              ×
            </Button>
          </div>
        ))}
        {bad.length > 0 && (
          <p role="alert" className="text-xs text-rose-500">
            {labels.invalidKeys}
          </p>
        )}
        <Button
          size="small"
          variant="secondary"
          className="self-start"
          onClick={() => setRows((all) => [...all, { key: '', value: '' }])}
        >
          {labels.addRow}
        </Button>
      </div>
    </Modal>
  )
}

/** Key–value metadata of a record (a product, a collection), edited in a dialog. */
export function MetadataSection(props: MetadataSectionProps) {
  const { labels } = props
  const [editing, setEditing] = useState(false)
  const rows = metadataRows(props.metadata)
  return (
    <Section
      title={labels.title}
      actions={
        <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
          {labels.edit}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-gray-500">{labels.empty}</p>
      ) : (
        <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.key} className="contents">
              <dt className="truncate text-gray-500">{row.key}</dt>
              <dd className="truncate text-gray-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {editing && <MetadataForm {...props} onClose={() => setEditing(false)} />}
    </Section>
  )
}
