import { type KeyboardEvent, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FlagBadges } from './flag-badges'
import { type CategoryNode, type TreeRow, visibleRows } from './tree'

/** Every category that has children: the tree starts fully open so the nesting is visible at once. */
function parentsIn(nodes: readonly CategoryNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.category_children?.length) {
      into.add(node.id)
      parentsIn(node.category_children, into)
    }
  }
  return into
}

export interface CategoryTreeProps {
  label: string
  roots: readonly CategoryNode[]
  onOpen: (category: CategoryNode) => void
}

/**
 * The categories as an ARIA tree: one tab stop, arrows move (Right opens or enters, Left closes or
 * goes to the parent), Home/End jump, Enter opens the category. Indentation uses logical padding,
 * so the tree mirrors in right-to-left languages.
 */
export function CategoryTree({ label, roots, onOpen }: CategoryTreeProps) {
  const { t } = useTranslation('catalogue')
  const [expanded, setExpanded] = useState<Set<string>>(() => parentsIn(roots))
  const rows = useMemo(() => visibleRows(roots, expanded), [roots, expanded])
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const items = useRef(new Map<string, HTMLDivElement>())
  const current = rows.find((r) => r.category.id === focusedId) ?? rows[0]

  const setOpen = (id: string, open: boolean) =>
    setExpanded((all) => {
      const next = new Set(all)
      if (open) next.add(id)
      else next.delete(id)
      return next
    })
  const focus = (row: TreeRow | undefined) => {
    if (!row) return
    setFocusedId(row.category.id)
    items.current.get(row.category.id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: TreeRow) => {
    const index = rows.indexOf(row)
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const key =
      rtl && event.key === 'ArrowRight'
        ? 'ArrowLeft'
        : rtl && event.key === 'ArrowLeft'
          ? 'ArrowRight'
          : event.key
    const handled = () => {
      event.preventDefault()
      event.stopPropagation()
    }
    if (key === 'ArrowDown') {
      handled()
      focus(rows[index + 1])
    } else if (key === 'ArrowUp') {
      handled()
      focus(rows[index - 1])
    } else if (key === 'Home') {
      handled()
      focus(rows[0])
    } else if (key === 'End') {
      handled()
      focus(rows[rows.length - 1])
    } else if (key === 'ArrowRight') {
      handled()
      if (row.hasChildren && !row.expanded) setOpen(row.category.id, true)
      else if (row.expanded) focus(rows[index + 1])
    } else if (key === 'ArrowLeft') {
      handled()
      if (row.expanded) setOpen(row.category.id, false)
      else focus(rows.find((r) => r.category.id === row.parentId))
    } else if (key === 'Enter') {
      handled()
      onOpen(row.category)
    }
  }

  return (
    <div role="tree" aria-label={label} className="flex flex-col py-2">
      {rows.map((row) => {
        const { category } = row
        const nameId = `cat-name-${category.id}`
        const flagsId = `cat-flags-${category.id}`
        return (
          <div
            key={category.id}
            ref={(el) => {
              if (el) items.current.set(category.id, el)
              else items.current.delete(category.id)
            }}
            role="treeitem"
            aria-level={row.level}
            aria-posinset={row.position}
            aria-setsize={row.siblings}
            aria-expanded={row.hasChildren ? row.expanded : undefined}
            aria-labelledby={nameId}
            aria-describedby={flagsId}
            aria-selected={current?.category.id === category.id}
            tabIndex={current?.category.id === category.id ? 0 : -1}
            data-level={row.level}
            onKeyDown={(e) => onKeyDown(e, row)}
            onFocus={() => setFocusedId(category.id)}
            onClick={() => onOpen(category)}
            style={{ paddingInlineStart: `${(row.level - 1) * 2 + 0.75}rem` }}
            className="flex cursor-pointer items-center gap-2 border-b border-gray-100 py-2.5 pe-6 text-sm last:border-0 hover:bg-gray-50 focus-visible:bg-violet-50 focus-visible:outline-none"
          >
            {row.hasChildren ? (
              // Mouse users toggle here; keyboard users use the arrows (hence no tab stop).
              <button
                type="button"
                tabIndex={-1}
                aria-label={t(row.expanded ? 'categories.collapse' : 'categories.expand', {
                  name: category.name,
                })}
                onClick={(e) => {
                  e.stopPropagation()
                  setOpen(category.id, !row.expanded)
                }}
                className="flex size-6 shrink-0 items-center justify-center rounded text-gray-500 hover:bg-gray-200"
              >
                <span
                  aria-hidden
                  className={`inline-block transition-transform ${row.expanded ? 'rotate-90' : 'rtl:rotate-180'}`}
                >
                  ▸
                </span>
              </button>
            ) : (
              <span aria-hidden className="size-6 shrink-0" />
            )}
            <span id={nameId} className="min-w-0 flex-1 truncate font-medium text-gray-900">
              {category.name}
            </span>
            <FlagBadges category={category} id={flagsId} />
          </div>
        )
      })}
    </div>
  )
}
