// Shapes shared by every resource of the Medusa v1 wire format (CONTRACT §1.7–1.9, §3).

export type Metadata = Record<string, unknown> | null

/** Columns most entities carry. Dates are ISO-8601 strings on the wire. */
export interface BaseEntity {
  id: string
  created_at: string
  updated_at: string
}

export interface SoftDeletable extends BaseEntity {
  deleted_at?: string | null
  metadata?: Metadata
}

export interface DateComparison {
  lt?: string | Date
  gt?: string | Date
  lte?: string | Date
  gte?: string | Date
}

export interface NumericalComparison {
  lt?: number
  gt?: number
  lte?: number
  gte?: number
}

/** `expand` and `fields`, accepted by single reads and most writes. */
export interface FindParams {
  expand?: string
  fields?: string
}

/** Paging and sorting, accepted by every list. */
export interface ListParams extends FindParams {
  limit?: number
  offset?: number
  order?: string
}

export interface DateFilters {
  created_at?: DateComparison
  updated_at?: DateComparison
  deleted_at?: DateComparison
}

export type StringFilter = string | string[]

export interface PaginatedResponse {
  count: number
  offset: number
  limit: number
}

export interface DeleteResponse<O extends string = string> {
  id: string
  object: O
  deleted: boolean
}

/** `{ id }` references used by batch bodies. */
export interface IdRef {
  id: string
}

/** A successful action the server answers without a JSON body (`OK` text or 204). */
export type EmptyResponse = Record<string, never>
