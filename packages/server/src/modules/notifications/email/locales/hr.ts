// The e-mails' words in Croatian.
export default {
  signOff: 'Srdačan pozdrav,\n{{store}}',
  viewOrder: 'Pogledajte svoju narudžbu: {{link}}',
  items: 'Artikli',
  shipTo: 'Adresa dostave',
  totals: {
    subtotal: 'Međuzbroj',
    shipping: 'Dostava',
    discount: 'Popust',
    giftCard: 'Poklon-kartica',
    tax: 'Porez',
    total: 'Ukupno',
    taxIncluded: 'Uključeni porezi',
  },
  orderPlaced: {
    subject: 'Narudžba {{number}} je potvrđena',
    intro: 'Hvala Vam na narudžbi! Zaprimili smo narudžbu {{number}} i javit ćemo Vam čim bude poslana.',
  },
  orderCanceled: {
    subject: 'Narudžba {{number}} je otkazana',
    intro: 'Vaša narudžba {{number}} je otkazana. Sav iznos koji je za nju naplaćen bit će Vam vraćen.',
  },
  shipped: {
    subject: 'Narudžba {{number}} je na putu',
    intro: 'Dobre vijesti: Vaša narudžba {{number}} je poslana.',
    tracking: 'Broj za praćenje: {{numbers}}',
    trackingLink: 'Pratite svoju pošiljku: {{link}}',
  },
  exchangeShipped: {
    subject: 'Zamjena za narudžbu {{number}} je na putu',
    intro: 'Artikli Vaše zamjene za narudžbu {{number}} su poslani.',
  },
  claimShipped: {
    subject: 'Zamjenska pošiljka za narudžbu {{number}} je na putu',
    intro: 'Zamjenski artikli za narudžbu {{number}} su poslani.',
  },
  refund: {
    subject: 'Povrat novca za narudžbu {{number}}',
    intro:
      'Vratili smo Vam {{amount}} za narudžbu {{number}}. Ovisno o Vašoj banci, može proći nekoliko dana dok iznos ne postane vidljiv.',
  },
  returnRequested: {
    subject: 'Povrat za narudžbu {{number}}',
    intro: 'Evidentirali smo povrat za narudžbu {{number}}. Molimo Vas da nam vratite artikle.',
    items: 'Artikli za povrat',
    refund: 'Očekivani povrat novca',
    sendTo: 'Pošaljite ih na',
  },
  itemsReturned: {
    subject: 'Zaprimljen povrat za narudžbu {{number}}',
    intro: 'Zaprimili smo artikle koje ste vratili iz narudžbe {{number}}.',
    items: 'Primljeni artikli',
    refund: 'Vraćeni iznos',
  },
  exchangeCreated: {
    subject: 'Potvrdite zamjenu za narudžbu {{number}}',
    intro:
      'Za narudžbu {{number}} pripremljena je zamjena. Potvrdite je (i po potrebi doplatite razliku) ovdje: {{link}}',
    setUp: 'Za narudžbu {{number}} pripremljena je zamjena.',
    returnItems: 'Vraćate',
    newItems: 'Primate',
    pay: 'Doplaćujete razliku od {{amount}}, uključujući dostavu i poreze.',
    refund: 'Vraćamo vam razliku od {{amount}}, uključujući dostavu i poreze.',
    even: 'Nema razlike za doplatu.',
    payAction: 'Potvrdite zamjenu i platite: {{link}}',
    confirmAction: 'Potvrdite zamjenu: {{link}}',
  },
  orderEditRequested: {
    subject: 'Izmjene narudžbe {{number}}',
    intro: 'Predložili smo izmjene Vaše narudžbe {{number}}. Molimo Vas da ih pregledate.',
    action: 'Pregledajte izmjene: {{link}}',
  },
  giftCard: {
    subject: 'Vaša poklon-kartica trgovine {{store}}',
    intro: 'Evo Vaše poklon-kartice u vrijednosti od {{value}}.',
    code: 'Kôd poklon-kartice: {{code}}',
    validUntil: 'Vrijedi do {{date}}.',
    howTo: 'Unesite kôd pri plaćanju kako biste platili karticom.',
    sent: 'Trgovina {{store}} poslala Vam je poklon-karticu u vrijednosti od {{value}}.',
    message: 'Poruka za Vas:',
  },
  passwordReset: {
    subject: 'Ponovno postavljanje lozinke',
    intro: 'Zaprimili smo zahtjev za ponovno postavljanje lozinke za {{email}}.',
    action: 'Odaberite novu lozinku: {{link}}',
    expiry: 'Poveznica vrijedi 15 minuta. Ako niste Vi poslali zahtjev, zanemarite ovu poruku.',
  },
  invite: {
    subject: 'Pozivnica za administraciju trgovine {{store}}',
    intro: 'Pozvani ste da se pridružite administraciji trgovine {{store}}.',
    action: 'Prihvatite pozivnicu: {{link}}',
    expiry: 'Poveznica vrijedi 7 dana.',
  },
  orderClaim: {
    subject: 'Dodajte svoje narudžbe na svoj račun',
    intro:
      'Netko tko je prijavljen u {{store}} kao {{account}} zatražio je da se narudžbe napravljene s adresom {{email}} dodaju na taj račun.',
    orders: 'Narudžbe: {{numbers}}',
    action: 'Dodajte narudžbe na račun: {{link}}',
    expiry:
      'Poveznica vrijedi 15 minuta. Ako niste Vi poslali zahtjev, zanemarite ovu poruku: narudžbe ostaju kakve jesu.',
  },
}
