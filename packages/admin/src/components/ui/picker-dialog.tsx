import { type ReactNode, useEffect, useId, useState } from 'react'
import { Button } from './button'
import { Modal, ModalClose } from './modal'
import { Spinner } from './spinner'

export interface PickerItem {
  id: string
  /** Already in the set being filled: shown checked and disabled. */
  member: boolean
  /** The checkbox's accessible name when the row's text alone is ambiguous. */
  label?: string
  content: ReactNode
}

export interface PickerDialogProps {
  title: string
  searchLabel: string
  noResults: string
  alreadyIn: string
  selected: (count: number) => string
  cancelLabel: string
  addLabel: string
  /** The current page of matches; undefined while the first one loads. */
  items: PickerItem[] | undefined
  isLoading: boolean
  /** Called with the trimmed search text once typing pauses. */
  onSearch: (q: string) => void
  /** Shown under the list, e.g. "refine your search". */
  footnote?: ReactNode
  busy: boolean
  onClose: () => void
  /** Called with the newly checked ids. */
  onConfirm: (ids: string[]) => void
}

const SEARCH_DELAY_MS = 250

/** Search, then check the rows to add; checks survive a new search. */
export function PickerDialog(props: PickerDialogProps) {
  const { items, onSearch } = props
  const searchId = useId()
  const [text, setText] = useState('')
  const [checked, setChecked] = useState<Set<string>>(() => new Set())
  // Waits for a pause in typing so each key press does not start a request.
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <Modal
      open
      onOpenChange={(open) => !open && props.onClose()}
      dirty={checked.size > 0}
      title={props.title}
      footer={
        <>
          <span className="text-sm text-gray-600">{props.selected(checked.size)}</span>
          <div className="ms-auto flex gap-2">
            <ModalClose asChild>
              <Button browse variant="secondary">
                {props.cancelLabel}
              </Button>
            </ModalClose>
            <Button
              disabled={checked.size === 0}
              loading={props.busy}
              onClick={() => props.onConfirm([...checked])}
            >
              {props.addLabel}
            </Button>
          </div>
        </>
      }
    >
      <label htmlFor={searchId} className="sr-only">
        {props.searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        placeholder={props.searchLabel}
        onChange={(e) => setText(e.target.value)}
        className="mb-3 h-9 w-full rounded-lg border border-gray-300 px-3 text-sm outline-none focus:border-violet-500"
      />
      {props.isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner className="text-violet-600" />
        </div>
      ) : !items?.length ? (
        <p className="py-6 text-center text-sm text-gray-500">{props.noResults}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-gray-100">
            {items.map((item) => (
              <li key={item.id}>
                <label className="flex cursor-pointer items-center gap-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    aria-label={item.label}
                    className="size-4 rounded border-gray-300 accent-violet-600"
                    checked={item.member || checked.has(item.id)}
                    disabled={item.member}
                    onChange={(e) => toggle(item.id, e.target.checked)}
                  />
                  {item.content}
                  {item.member && <span className="text-xs text-gray-500">{props.alreadyIn}</span>}
                </label>
              </li>
            ))}
          </ul>
          {props.footnote}
        </>
      )}
    </Modal>
  )
}
