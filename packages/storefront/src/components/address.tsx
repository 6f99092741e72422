import type { Address } from '@mercato/client'
import { useI18n } from '../i18n/context'
import { addressLines } from './address-format'

/** A postal address in the order its country writes it. */
export function AddressLines({ address, className = 'mt-2' }: { address: Address; className?: string }) {
  const { locale } = useI18n()
  return (
    <address className={`${className} text-sm not-italic`}>
      {addressLines(address, locale).map((line) => (
        <span key={line} className="block">
          <bdi>{line}</bdi>
        </span>
      ))}
    </address>
  )
}
