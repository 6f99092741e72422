import type { Order } from '@mercato/client'
import { useGetSession } from '@mercato/react'
import { useState } from 'react'
import AccountOfferForm from './account-offer-form'

/**
 * "Save your details for next time" under a guest's order (confirmation, look-up). Registering takes no
 * guest order over (docs/decisions.md), so the form registers, signs in and asks for this order's claim
 * link. Shown when the page opens signed out, and kept while the form signs the shopper in.
 *
 * Bundled with those pages (a chunk they share), not loaded on demand: a chunk of its own that uses React
 * but not the pages' common modules splits the shop's shared chunk in two, which costs every page,
 * the product page among them, about 400 bytes of gzip.
 */
export default function AccountOffer({ order, className }: { order: Order; className?: string }) {
  const { customer, isLoading } = useGetSession({ retry: false })
  const [offered, setOffered] = useState(false)
  if (!offered && !isLoading && !customer) setOffered(true)
  return offered ? <AccountOfferForm order={order} className={className} /> : null
}
