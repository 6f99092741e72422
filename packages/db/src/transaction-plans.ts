/**
 * How both engines open a transaction: its statements are planned once per prepared statement, not
 * on every call. Transactions hold the write paths' keyed reads and writes (a cart, its lines, a
 * variant by id), whose best plan does not depend on the values. PostgreSQL's default kept planning
 * them anew on every call, since its generic-plan estimate for an `= ANY($1)` list is far above the
 * custom plan's, and planning cost more than running (0.9 ms against 0.2 ms for a cart's variant
 * read). Reads outside transactions, such as lists whose best plan depends on the filter's values,
 * keep the default: forced everywhere, the store list at 100k products went from p99 132 ms to 837.
 * Sent with BEGIN in one round trip (on PostgreSQL with the first statement too, see
 * transaction-pipeline.ts); `SET LOCAL` ends with the transaction.
 */
export const GENERIC_PLANS = 'SET LOCAL plan_cache_mode = force_generic_plan'
export const BEGIN_WITH_GENERIC_PLANS = `BEGIN; ${GENERIC_PLANS}`

const BEGIN = /^\s*begin\s*$/i

/** Whether a statement is a bare BEGIN (as Drizzle opens a transaction). */
export const isBareBegin = (text: string) => BEGIN.test(text)
