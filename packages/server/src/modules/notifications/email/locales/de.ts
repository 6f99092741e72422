// The e-mails' words in German.
export default {
  signOff: 'Mit freundlichen Grüßen\n{{store}}',
  viewOrder: 'Ihre Bestellung ansehen: {{link}}',
  items: 'Artikel',
  shipTo: 'Lieferadresse',
  totals: {
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    discount: 'Rabatt',
    giftCard: 'Geschenkgutschein',
    tax: 'Steuern',
    total: 'Gesamtsumme',
    taxIncluded: 'Enthaltene Steuern',
  },
  orderPlaced: {
    subject: 'Bestellung {{number}} bestätigt',
    intro:
      'Vielen Dank für Ihre Bestellung! Wir haben Ihre Bestellung {{number}} erhalten und informieren Sie, sobald sie versandt wird.',
  },
  orderCanceled: {
    subject: 'Bestellung {{number}} storniert',
    intro:
      'Ihre Bestellung {{number}} wurde storniert. Bereits geleistete Zahlungen erstatten wir Ihnen zurück.',
  },
  shipped: {
    subject: 'Ihre Bestellung {{number}} ist unterwegs',
    intro: 'Gute Nachrichten: Ihre Bestellung {{number}} wurde versandt.',
    tracking: 'Sendungsnummer: {{numbers}}',
    trackingLink: 'Sendung verfolgen: {{link}}',
  },
  exchangeShipped: {
    subject: 'Ihr Umtausch zu Bestellung {{number}} ist unterwegs',
    intro: 'Die Artikel Ihres Umtauschs zu Bestellung {{number}} wurden versandt.',
  },
  claimShipped: {
    subject: 'Ihre Ersatzlieferung zu Bestellung {{number}} ist unterwegs',
    intro: 'Die Ersatzartikel zu Bestellung {{number}} wurden versandt.',
  },
  refund: {
    subject: 'Erstattung zu Bestellung {{number}}',
    intro:
      'Wir haben Ihnen {{amount}} für Bestellung {{number}} erstattet. Je nach Bank kann es einige Tage dauern, bis der Betrag auf Ihrem Konto erscheint.',
  },
  returnRequested: {
    subject: 'Rücksendung zu Bestellung {{number}}',
    intro:
      'Wir haben eine Rücksendung zu Bestellung {{number}} registriert. Bitte senden Sie uns die Artikel zurück.',
    items: 'Zurückzusendende Artikel',
    refund: 'Voraussichtliche Erstattung',
    sendTo: 'Bitte senden Sie sie an',
  },
  itemsReturned: {
    subject: 'Rücksendung zu Bestellung {{number}} erhalten',
    intro: 'Wir haben die Artikel erhalten, die Sie aus Bestellung {{number}} zurückgesendet haben.',
    items: 'Erhaltene Artikel',
    refund: 'Erstatteter Betrag',
  },
  exchangeCreated: {
    subject: 'Bitte bestätigen Sie den Umtausch zu Bestellung {{number}}',
    intro:
      'Für Bestellung {{number}} wurde ein Umtausch angelegt. Bitte bestätigen Sie ihn hier (und zahlen Sie gegebenenfalls die Differenz): {{link}}',
    setUp: 'Für Bestellung {{number}} wurde ein Umtausch angelegt.',
    returnItems: 'Sie senden zurück',
    newItems: 'Sie erhalten',
    pay: 'Sie zahlen eine Differenz von {{amount}}, inklusive Versand und Steuern.',
    refund: 'Sie erhalten eine Differenz von {{amount}} zurück, inklusive Versand und Steuern.',
    even: 'Es ist keine Differenz zu zahlen.',
    payAction: 'Umtausch bestätigen und bezahlen: {{link}}',
    confirmAction: 'Umtausch bestätigen: {{link}}',
  },
  orderEditRequested: {
    subject: 'Änderungen an Bestellung {{number}}',
    intro: 'Wir haben Änderungen an Ihrer Bestellung {{number}} vorgeschlagen. Bitte prüfen Sie diese.',
    action: 'Änderungen prüfen: {{link}}',
  },
  giftCard: {
    subject: 'Ihr Geschenkgutschein von {{store}}',
    intro: 'Hier ist Ihr Geschenkgutschein im Wert von {{value}}.',
    code: 'Gutscheincode: {{code}}',
    validUntil: 'Gültig bis {{date}}.',
    howTo: 'Geben Sie den Code an der Kasse ein, um damit zu bezahlen.',
    sent: '{{store}} hat Ihnen einen Geschenkgutschein im Wert von {{value}} geschickt.',
    message: 'Eine Nachricht für Sie:',
  },
  passwordReset: {
    subject: 'Passwort zurücksetzen',
    intro: 'Es wurde angefordert, das Passwort für {{email}} zurückzusetzen.',
    action: 'Neues Passwort festlegen: {{link}}',
    expiry:
      'Der Link ist 15 Minuten lang gültig. Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte einfach.',
  },
  invite: {
    subject: 'Sie wurden in den Admin-Bereich von {{store}} eingeladen',
    intro: 'Sie wurden eingeladen, im Admin-Bereich von {{store}} mitzuarbeiten.',
    action: 'Einladung annehmen: {{link}}',
    expiry: 'Der Link ist 7 Tage lang gültig.',
  },
  orderClaim: {
    subject: 'Ihre Bestellungen Ihrem Konto hinzufügen',
    intro:
      'Jemand, der bei {{store}} als {{account}} angemeldet ist, möchte die mit {{email}} aufgegebenen Bestellungen diesem Konto hinzufügen.',
    orders: 'Bestellungen: {{numbers}}',
    action: 'Bestellungen dem Konto hinzufügen: {{link}}',
    expiry:
      'Der Link ist 15 Minuten lang gültig. Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte: Die Bestellungen bleiben, wie sie sind.',
  },
}
