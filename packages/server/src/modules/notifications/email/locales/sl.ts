// The e-mails' words in Slovenian.
export default {
  signOff: 'Lep pozdrav,\n{{store}}',
  viewOrder: 'Oglejte si naročilo: {{link}}',
  items: 'Izdelki',
  shipTo: 'Naslov za dostavo',
  totals: {
    subtotal: 'Vmesni seštevek',
    shipping: 'Dostava',
    discount: 'Popust',
    giftCard: 'Darilna kartica',
    tax: 'Davek',
    total: 'Skupaj',
    taxIncluded: 'Vključeni davki',
  },
  orderPlaced: {
    subject: 'Naročilo {{number}} je potrjeno',
    intro: 'Hvala za vaše naročilo! Prejeli smo naročilo {{number}} in vas bomo obvestili, ko bo odposlano.',
  },
  orderCanceled: {
    subject: 'Naročilo {{number}} je preklicano',
    intro: 'Vaše naročilo {{number}} je bilo preklicano. Morebitno plačilo zanj vam bomo vrnili.',
  },
  shipped: {
    subject: 'Naročilo {{number}} je na poti',
    intro: 'Dobra novica: vaše naročilo {{number}} je bilo odposlano.',
    tracking: 'Številka za sledenje: {{numbers}}',
    trackingLink: 'Sledite svoji pošiljki: {{link}}',
  },
  exchangeShipped: {
    subject: 'Zamenjava za naročilo {{number}} je na poti',
    intro: 'Izdelki vaše zamenjave za naročilo {{number}} so bili odposlani.',
  },
  claimShipped: {
    subject: 'Nadomestna pošiljka za naročilo {{number}} je na poti',
    intro: 'Nadomestni izdelki za naročilo {{number}} so bili odposlani.',
  },
  refund: {
    subject: 'Vračilo denarja za naročilo {{number}}',
    intro:
      'Za naročilo {{number}} smo vam vrnili {{amount}}. Odvisno od vaše banke lahko traja nekaj dni, da bo znesek viden.',
  },
  returnRequested: {
    subject: 'Vračilo za naročilo {{number}}',
    intro: 'Zabeležili smo vračilo za naročilo {{number}}. Prosimo, pošljite nam izdelke nazaj.',
    items: 'Izdelki za vračilo',
    refund: 'Pričakovano vračilo denarja',
    sendTo: 'Pošljite jih na',
  },
  itemsReturned: {
    subject: 'Prejeli smo vračilo za naročilo {{number}}',
    intro: 'Prejeli smo izdelke, ki ste jih vrnili iz naročila {{number}}.',
    items: 'Prejeti izdelki',
    refund: 'Vrnjeni znesek',
  },
  exchangeCreated: {
    subject: 'Potrdite zamenjavo za naročilo {{number}}',
    intro:
      'Za naročilo {{number}} smo pripravili zamenjavo. Potrdite jo (in po potrebi doplačajte razliko) tukaj: {{link}}',
    setUp: 'Za naročilo {{number}} smo pripravili zamenjavo.',
    returnItems: 'Vrnete',
    newItems: 'Prejmete',
    pay: 'Doplačate razliko {{amount}}, vključno z dostavo in davki.',
    refund: 'Vrnemo vam razliko {{amount}}, vključno z dostavo in davki.',
    even: 'Razlike ni treba doplačati.',
    payAction: 'Potrdite zamenjavo in plačajte: {{link}}',
    confirmAction: 'Potrdite zamenjavo: {{link}}',
  },
  orderEditRequested: {
    subject: 'Spremembe naročila {{number}}',
    intro: 'Predlagali smo spremembe vašega naročila {{number}}. Prosimo, preglejte jih.',
    action: 'Preglejte spremembe: {{link}}',
  },
  giftCard: {
    subject: 'Vaša darilna kartica trgovine {{store}}',
    intro: 'Pošiljamo vam darilno kartico v vrednosti {{value}}.',
    code: 'Koda darilne kartice: {{code}}',
    validUntil: 'Velja do {{date}}.',
    howTo: 'Za plačilo z njo vnesite kodo ob zaključku nakupa.',
    sent: 'Trgovina {{store}} vam je poslala darilno kartico v vrednosti {{value}}.',
    message: 'Sporočilo za vas:',
  },
  passwordReset: {
    subject: 'Ponastavitev gesla',
    intro: 'Prejeli smo zahtevo za ponastavitev gesla za {{email}}.',
    action: 'Izberite novo geslo: {{link}}',
    expiry: 'Povezava je veljavna 15 minut. Če zahteve niste poslali vi, to sporočilo prezrite.',
  },
  invite: {
    subject: 'Povabilo v skrbništvo trgovine {{store}}',
    intro: 'Povabljeni ste, da se pridružite skrbništvu trgovine {{store}}.',
    action: 'Sprejmite povabilo: {{link}}',
    expiry: 'Povezava je veljavna 7 dni.',
  },
  orderClaim: {
    subject: 'Dodajte svoja naročila v svoj račun',
    intro:
      'Nekdo, ki je v {{store}} prijavljen kot {{account}}, je zahteval, da se naročila, oddana z naslovom {{email}}, dodajo v ta račun.',
    orders: 'Naročila: {{numbers}}',
    action: 'Dodajte naročila v račun: {{link}}',
    expiry:
      'Povezava je veljavna 15 minut. Če zahteve niste poslali vi, to sporočilo prezrite: naročila ostanejo nespremenjena.',
  },
}
