import { useEffect } from 'react'
import { useShop } from '../shop'

/** The document title: "page · shop", or the shop's name alone for the home page (''). */
export const pageTitle = (page: string, storeName: string) => (page ? `${page} · ${storeName}` : storeName)

/**
 * Keeps the document title in step on client-side navigation (the server writes it in the HTML):
 * `page` followed by the shop's name; undefined leaves the title as it is.
 */
export function usePageTitle(page: string | undefined) {
  const { storeName } = useShop()
  useEffect(() => {
    if (page !== undefined) document.title = pageTitle(page, storeName)
  }, [page, storeName])
}
