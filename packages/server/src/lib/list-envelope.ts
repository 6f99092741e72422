/** A list response's JSON around items that are JSON texts already, without parsing them again. */
export const listEnvelope = (key: string, items: string[], count: number, offset: number, limit: number) =>
  `{"${key}":[${items.join(',')}],"count":${count},"offset":${offset},"limit":${limit}}`
