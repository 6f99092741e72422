import { z } from 'zod'

// Route parameters stay with the server; the catalogue's request bodies live in @mercato/domain.
export const idParams = z.strictObject({ id: z.string().min(1) })
