import type { Address } from '@mercato/client'
import { addressLines } from './address-format'

/** A postal address in the order its country writes it. */
export function AddressLines({ address, className = 'mt-2' }: { address: Address; className?: string }) {
  return (
    <address className={`${className} text-sm not-italic`}>
      {addressLines(address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
