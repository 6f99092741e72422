/**
 * Descriptions the server writes on the reservations it makes itself, with their translation keys.
 * Anything else was typed by a person and is shown as written.
 */
const SERVER_DESCRIPTIONS: Record<string, string> = {
  'Reserved at order placement': 'serverReservation.orderPlaced',
  'Reserved again after a canceled fulfillment': 'serverReservation.fulfillmentCanceled',
}

export const serverDescriptionKey = (description: string): string | undefined =>
  Object.hasOwn(SERVER_DESCRIPTIONS, description) ? SERVER_DESCRIPTIONS[description] : undefined
