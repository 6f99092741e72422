import { carrierSchema, trackingPageSchema } from '@mercato/domain'
import { z } from 'zod'
import { contractExpand } from '../../http/contract-relations'
import { listQuerySchema } from '../../http/list-query'
import { nullMeansAbsent } from '../../http/optional-nulls'

// Request shapes of the swap routes (contract §2.1 and §2.2 rows for swaps).

const positive = z.number().int('must be an integer').min(1, 'must be at least 1')
const money = z.number().int('must be an integer (minor units)').min(0)

export const returnItems = z
  .array(
    z.strictObject({
      item_id: z.string().min(1),
      quantity: positive,
      reason_id: z.string().min(1).optional(),
      note: z.string().optional(),
    }),
  )
  .min(1, 'must name at least one item')

export const additionalItems = z.array(z.strictObject({ variant_id: z.string().min(1), quantity: positive }))

export const adminCreateBody = nullMeansAbsent(
  z.strictObject({
    return_items: returnItems,
    return_shipping: z.strictObject({ option_id: z.string().min(1), price: money.optional() }).optional(),
    additional_items: additionalItems.optional(),
    sales_channel_id: z.string().min(1).optional(),
    custom_shipping_options: z
      .array(z.strictObject({ option_id: z.string().min(1), price: money }))
      .optional(),
    no_notification: z.boolean().optional(),
    return_location_id: z.string().min(1).optional(),
    allow_backorder: z.boolean().optional(),
  }),
)

export const storeCreateBody = z.strictObject({
  order_id: z.string().min(1),
  return_items: returnItems,
  return_shipping_option: z.string().min(1).optional(),
  additional_items: additionalItems,
})

export const swapParams = z.strictObject({ id: z.string().min(1), swap_id: z.string().min(1) })
export const swapFulfillmentParams = z.strictObject({
  id: z.string().min(1),
  swap_id: z.string().min(1),
  fulfillment_id: z.string().min(1),
})

export const fulfillBody = z
  .strictObject({
    no_notification: z.boolean().optional(),
    location_id: z.string().min(1).optional(),
  })
  .optional()

export const shipBody = nullMeansAbsent(
  z.strictObject({
    fulfillment_id: z.string().min(1),
    tracking_numbers: z.array(z.string().min(1)).optional(),
    no_notification: z.boolean().optional(),
    carrier: carrierSchema.optional(),
    tracking_url: trackingPageSchema.optional(),
  }),
)

export const noBody = z.strictObject({}).optional()

export const listQuery = listQuerySchema({ defaultLimit: 50, allowExpand: contractExpand('swap') })
