import { createContext, type ReactNode, useContext } from 'react'

const ReadOnlyContext = createContext(false)

/**
 * Whether the page shows something the user may look at but not change. The kit's `Button` and
 * `Switch` turn themselves off inside it, unless a button only browses (`browse`), so lists can still
 * be searched, filtered, sorted and paged. Context rather than a disabled fieldset, because context
 * also reaches dialogs and menus rendered elsewhere in the DOM, and a fieldset would disable the
 * list's own controls too.
 */
export const useReadOnly = () => useContext(ReadOnlyContext)

/**
 * A note on top of a page that cannot be changed. `fieldset` also disables every native field of the
 * page, for short forms (the store's settings) that have no list to browse.
 */
export function ReadOnly({
  note,
  fieldset = false,
  children,
}: {
  note: string
  fieldset?: boolean
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4">
      <Note>{note}</Note>
      <ReadOnlyContext.Provider value>
        {fieldset ? (
          <fieldset disabled className="contents">
            {children}
          </fieldset>
        ) : (
          children
        )}
      </ReadOnlyContext.Provider>
    </div>
  )
}

/** A short grey note on why something is missing or cannot be changed. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-lg border border-gray-200 bg-white px-4 py-3 text-sm text-gray-600">
      {children}
    </p>
  )
}
