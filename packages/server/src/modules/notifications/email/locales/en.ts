// The e-mails' words in English; every other language has the same keys and placeholders
// (`email-catalog.test.ts` checks). `{{name}}` placeholders are filled in; amounts come formatted.
export default {
  signOff: 'Kind regards,\n{{store}}',
  viewOrder: 'See your order: {{link}}',
  items: 'Items',
  shipTo: 'Shipping to',
  totals: {
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    giftCard: 'Gift card',
    tax: 'Tax',
    total: 'Total',
    taxIncluded: 'Including taxes',
  },
  orderPlaced: {
    subject: 'Order {{number}} confirmed',
    intro: 'Thank you for your order! We have received order {{number}} and will let you know when it ships.',
  },
  orderCanceled: {
    subject: 'Order {{number}} canceled',
    intro: 'Your order {{number}} has been canceled. Any payment taken for it will be refunded.',
  },
  shipped: {
    subject: 'Order {{number}} is on its way',
    intro: 'Good news: your order {{number}} has been shipped.',
    tracking: 'Tracking number: {{numbers}}',
    trackingLink: 'Track your parcel: {{link}}',
  },
  exchangeShipped: {
    subject: 'The exchange for order {{number}} is on its way',
    intro: 'The items of your exchange for order {{number}} have been shipped.',
  },
  claimShipped: {
    subject: 'The replacement for order {{number}} is on its way',
    intro: 'The replacement items for order {{number}} have been shipped.',
  },
  refund: {
    subject: 'Refund for order {{number}}',
    intro:
      'We have refunded {{amount}} for order {{number}}. Depending on your bank, it may take a few days to show.',
  },
  returnRequested: {
    subject: 'Return for order {{number}}',
    intro: 'We have registered a return for order {{number}}. Please send the items back to us.',
    items: 'Items to send back',
    refund: 'Expected refund',
    sendTo: 'Send them to',
  },
  itemsReturned: {
    subject: 'Return received for order {{number}}',
    intro: 'We have received the items you returned from order {{number}}.',
    items: 'Items received',
    refund: 'Amount refunded',
  },
  exchangeCreated: {
    subject: 'Confirm the exchange for order {{number}}',
    intro:
      'An exchange has been set up for order {{number}}. Confirm it (and pay any difference) here: {{link}}',
    setUp: 'An exchange has been set up for order {{number}}.',
    returnItems: 'You send back',
    newItems: 'You receive',
    pay: 'You pay a difference of {{amount}}, shipping and taxes included.',
    refund: 'You get a difference of {{amount}} back, shipping and taxes included.',
    even: 'There is no difference to pay.',
    payAction: 'Confirm the exchange and pay: {{link}}',
    confirmAction: 'Confirm the exchange: {{link}}',
  },
  orderEditRequested: {
    subject: 'Changes to order {{number}}',
    intro: 'We have proposed changes to your order {{number}}. Please review them.',
    action: 'Review the changes: {{link}}',
  },
  giftCard: {
    subject: 'Your gift card from {{store}}',
    intro: 'Here is your gift card worth {{value}}.',
    code: 'Gift card code: {{code}}',
    validUntil: 'Valid until {{date}}.',
    howTo: 'Enter the code at checkout to pay with it.',
    sent: '{{store}} has sent you a gift card worth {{value}}.',
    message: 'A message for you:',
  },
  passwordReset: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of {{email}}.',
    action: 'Choose a new password: {{link}}',
    expiry: 'The link is valid for 15 minutes. If you did not ask for it, ignore this e-mail.',
  },
  invite: {
    subject: 'You have been invited to the {{store}} admin',
    intro: 'You have been invited to join the admin of {{store}}.',
    action: 'Accept the invite: {{link}}',
    expiry: 'The link is valid for 7 days.',
  },
  orderClaim: {
    subject: 'Add your orders to your account',
    intro:
      'Someone signed in to {{store}} as {{account}} asked to add the orders placed with {{email}} to that account.',
    orders: 'Orders: {{numbers}}',
    action: 'Add the orders to the account: {{link}}',
    expiry:
      'The link is valid for 15 minutes. If you did not ask for this, ignore this e-mail: the orders stay as they are.',
  },
}
