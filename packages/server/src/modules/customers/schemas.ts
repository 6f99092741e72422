// The customer request schemas live in @mercato/domain, shared with the dashboard's forms.
export {
  type AddressInput,
  addressCreatePayload,
  addressPayload,
  customerMetadata as metadata,
} from '@mercato/domain'
