import { useEffect } from 'react'

/** Keeps the document title in step on client-side navigation (the server writes it in the HTML). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
