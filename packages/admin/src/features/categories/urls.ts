/** Where the category tree and one category live, under the router's /app basename. */
export const CATEGORIES_PATH = '/a/product-categories'
export const categoryPath = (id: string) => `${CATEGORIES_PATH}/${id}`

/** The whole tree in one request: top-level categories with their descendants nested inside. */
export const TREE_QUERY = { parent_category_id: null, include_descendants_tree: true, limit: 1000 } as const
