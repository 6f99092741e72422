// The e-mails' words in Italian.
export default {
  signOff: 'Cordiali saluti,\n{{store}}',
  viewOrder: 'Visualizzi il suo ordine: {{link}}',
  items: 'Articoli',
  shipTo: 'Indirizzo di spedizione',
  totals: {
    subtotal: 'Subtotale',
    shipping: 'Spedizione',
    discount: 'Sconto',
    giftCard: 'Carta regalo',
    tax: 'Imposte',
    total: 'Totale',
    taxIncluded: 'Di cui imposte',
  },
  orderPlaced: {
    subject: 'Ordine {{number}} confermato',
    intro:
      "Grazie per il suo ordine! Abbiamo ricevuto l'ordine {{number}} e la avviseremo non appena verrà spedito.",
  },
  orderCanceled: {
    subject: 'Ordine {{number}} annullato',
    intro:
      'Il suo ordine {{number}} è stato annullato. Eventuali pagamenti già addebitati le verranno rimborsati.',
  },
  shipped: {
    subject: 'Il suo ordine {{number}} è in arrivo',
    intro: 'Buone notizie: il suo ordine {{number}} è stato spedito.',
    tracking: 'Numero di tracciamento: {{numbers}}',
    trackingLink: 'Segua il suo pacco: {{link}}',
  },
  exchangeShipped: {
    subject: "Il cambio per l'ordine {{number}} è in arrivo",
    intro: "Gli articoli del cambio per l'ordine {{number}} sono stati spediti.",
  },
  claimShipped: {
    subject: "La sostituzione per l'ordine {{number}} è in arrivo",
    intro: "Gli articoli sostitutivi per l'ordine {{number}} sono stati spediti.",
  },
  refund: {
    subject: "Rimborso per l'ordine {{number}}",
    intro:
      "Le abbiamo rimborsato {{amount}} per l'ordine {{number}}. A seconda della sua banca, potrebbero volerci alcuni giorni prima che l'importo risulti visibile.",
  },
  returnRequested: {
    subject: "Reso per l'ordine {{number}}",
    intro: "Abbiamo registrato un reso per l'ordine {{number}}. La preghiamo di rispedirci gli articoli.",
    items: 'Articoli da restituire',
    refund: 'Rimborso previsto',
    sendTo: 'Indirizzo per il reso',
  },
  itemsReturned: {
    subject: "Reso ricevuto per l'ordine {{number}}",
    intro: "Abbiamo ricevuto gli articoli che ci ha restituito dall'ordine {{number}}.",
    items: 'Articoli ricevuti',
    refund: 'Importo rimborsato',
  },
  exchangeCreated: {
    subject: "Confermi il cambio per l'ordine {{number}}",
    intro:
      "Abbiamo predisposto un cambio per l'ordine {{number}}. Lo confermi (e paghi l'eventuale differenza) qui: {{link}}",
    setUp: "Abbiamo predisposto un cambio per l'ordine {{number}}.",
    returnItems: 'Lei restituisce',
    newItems: 'Lei riceve',
    pay: 'Lei paga una differenza di {{amount}}, spedizione e tasse incluse.',
    refund: 'Le rimborsiamo una differenza di {{amount}}, spedizione e tasse incluse.',
    even: "Non c'è alcuna differenza da pagare.",
    payAction: 'Conferma il cambio e paga: {{link}}',
    confirmAction: 'Conferma il cambio: {{link}}',
  },
  orderEditRequested: {
    subject: "Modifiche all'ordine {{number}}",
    intro: 'Abbiamo proposto alcune modifiche al suo ordine {{number}}. La preghiamo di verificarle.',
    action: 'Rivedi le modifiche: {{link}}',
  },
  giftCard: {
    subject: 'La sua carta regalo di {{store}}',
    intro: 'Ecco la sua carta regalo del valore di {{value}}.',
    code: 'Codice della carta regalo: {{code}}',
    validUntil: 'Valida fino al {{date}}.',
    howTo: 'Inserisca il codice al momento del pagamento per utilizzarla.',
    sent: '{{store}} le ha inviato una carta regalo del valore di {{value}}.',
    message: 'Un messaggio per lei:',
  },
  passwordReset: {
    subject: 'Reimpostazione della password',
    intro: 'È stata richiesta la reimpostazione della password per {{email}}.',
    action: 'Scelga una nuova password: {{link}}',
    expiry: 'Il link è valido per 15 minuti. Se non ha effettuato lei la richiesta, ignori questa e-mail.',
  },
  invite: {
    subject: "Invito all'area di amministrazione di {{store}}",
    intro: "Ha ricevuto un invito a unirsi all'area di amministrazione di {{store}}.",
    action: "Accetti l'invito: {{link}}",
    expiry: 'Il link è valido per 7 giorni.',
  },
  orderClaim: {
    subject: 'Aggiunga i suoi ordini al suo account',
    intro:
      "Qualcuno che ha effettuato l'accesso a {{store}} come {{account}} ha chiesto di aggiungere a quell'account gli ordini effettuati con {{email}}.",
    orders: 'Ordini: {{numbers}}',
    action: "Aggiungere gli ordini all'account: {{link}}",
    expiry:
      'Il link è valido per 15 minuti. Se non ha effettuato lei la richiesta, ignori questa e-mail: gli ordini resteranno come sono.',
  },
}
