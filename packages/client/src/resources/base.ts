import type { HttpClient } from '../http'

/** Every resource is a thin set of calls over the shared transport. */
export abstract class BaseResource {
  constructor(protected readonly http: HttpClient) {}
}

/** For path segments that are user text (emails, codes) rather than generated ids. */
export const segment = (value: string): string => encodeURIComponent(value)
