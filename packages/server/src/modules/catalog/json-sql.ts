// SQL text for relations read as JSON beside their parent row (the admin product list, the store's
// product graph).

/** A JSON array of `element` over the rows of `from`, in `order` (`[]` when there are none). */
export const list = (element: string, from: string, order: string) =>
  `(SELECT coalesce(json_agg(${element} ORDER BY ${order}), '[]'::json) ${from})`
