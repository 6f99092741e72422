// The few response fields the dashboard reads (Medusa v1 shapes; other fields pass through untyped).
export interface User {
  id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  role?: string
}

export interface Store {
  id: string
  name: string
  feature_flags: { key: string; value: boolean }[]
  modules: { module: string; resolution?: string | false }[]
  [key: string]: unknown
}

export interface BatchJob {
  id: string
  type: string
  status: string
  completed_at?: string | null
  created_at: string
  [key: string]: unknown
}

export interface AnalyticsConfig {
  id?: string
  user_id?: string
  opt_out: boolean
  anonymize: boolean
}

export interface ListResponse {
  count: number
  offset: number
  limit: number
  [key: string]: unknown
}
