/**
 * The product import's CSV template: the columns the server's importer reads (contract §4.6), `;` as
 * delimiter, one example row. Built in the browser so it always matches this dashboard's version.
 */
export const CSV_DELIMITER = ';'

/** Column → example value. Numbered groups (Option 2 …, Image 2 …) follow the same pattern. */
const TEMPLATE: ReadonlyArray<readonly [string, string]> = [
  ['Product Id', ''],
  ['Product Handle', 'linen-shirt'],
  ['Product Title', 'Linen Shirt'],
  ['Product Subtitle', 'Light and breathable'],
  ['Product Description', 'A relaxed shirt in washed linen.'],
  ['Product Status', 'draft'],
  ['Product Thumbnail', ''],
  ['Product Weight', '300'],
  ['Product Length', ''],
  ['Product Width', ''],
  ['Product Height', ''],
  ['Product HS Code', ''],
  ['Product Origin Country', ''],
  ['Product MID Code', ''],
  ['Product Material', 'Linen'],
  ['Product Collection Title', ''],
  ['Product Collection Handle', ''],
  ['Product Type', 'Shirt'],
  ['Product Tags', 'linen, summer'],
  ['Product Discountable', 'true'],
  ['Product External Id', ''],
  ['Variant Id', ''],
  ['Variant Title', 'M'],
  ['Variant SKU', 'LINEN-SHIRT-M'],
  ['Variant Barcode', ''],
  ['Variant Inventory Quantity', '25'],
  ['Variant Allow Backorder', 'false'],
  ['Variant Manage Inventory', 'true'],
  ['Variant Weight', ''],
  ['Variant Length', ''],
  ['Variant Width', ''],
  ['Variant Height', ''],
  ['Variant HS Code', ''],
  ['Variant Origin Country', ''],
  ['Variant MID Code', ''],
  ['Variant Material', ''],
  ['Option 1 Name', 'Size'],
  ['Option 1 Value', 'M'],
  ['Price USD', '39.00'],
  ['Price EUR', '36.50'],
  ['Image 1 Url', ''],
]

export const TEMPLATE_COLUMNS = TEMPLATE.map(([column]) => column)

/** Quotes a cell when it holds the delimiter, a quote or a line break (RFC 4180 style, doubled quotes). */
export function csvCell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(CSV_DELIMITER)

/** Header and example row, CRLF line ends as the export writes them. */
export function productImportTemplate(): string {
  return `${csvLine(TEMPLATE_COLUMNS)}\r\n${csvLine(TEMPLATE.map(([, example]) => example))}\r\n`
}

export const TEMPLATE_FILE_NAME = 'product-import-template.csv'
