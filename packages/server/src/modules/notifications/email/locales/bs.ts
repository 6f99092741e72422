// The e-mails' words in Bosnian.
export default {
  signOff: 'Srdačan pozdrav,\n{{store}}',
  viewOrder: 'Pogledajte svoju narudžbu: {{link}}',
  items: 'Artikli',
  shipTo: 'Adresa za dostavu',
  totals: {
    subtotal: 'Međuzbir',
    shipping: 'Dostava',
    discount: 'Popust',
    giftCard: 'Poklon-kartica',
    tax: 'Porez',
    total: 'Ukupno',
    taxIncluded: 'Uključeni porezi',
  },
  orderPlaced: {
    subject: 'Narudžba {{number}} je potvrđena',
    intro: 'Hvala Vam na narudžbi! Primili smo narudžbu {{number}} i javit ćemo Vam čim bude poslana.',
  },
  orderCanceled: {
    subject: 'Narudžba {{number}} je otkazana',
    intro: 'Vaša narudžba {{number}} je otkazana. Svaka uplata izvršena za nju bit će Vam vraćena.',
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
      'Vratili smo Vam {{amount}} za narudžbu {{number}}. Zavisno od Vaše banke, može proći nekoliko dana dok iznos ne postane vidljiv.',
  },
  returnRequested: {
    subject: 'Povrat za narudžbu {{number}}',
    intro: 'Evidentirali smo povrat za narudžbu {{number}}. Molimo Vas da nam pošaljete artikle nazad.',
    items: 'Artikli za povrat',
    refund: 'Očekivani povrat novca',
    sendTo: 'Pošaljite ih na',
  },
  itemsReturned: {
    subject: 'Primljen povrat za narudžbu {{number}}',
    intro: 'Primili smo artikle koje ste vratili iz narudžbe {{number}}.',
    items: 'Primljeni artikli',
    refund: 'Vraćeni iznos',
  },
  exchangeCreated: {
    subject: 'Potvrdite zamjenu za narudžbu {{number}}',
    intro:
      'Za narudžbu {{number}} pripremljena je zamjena. Potvrdite je (i po potrebi doplatite razliku) ovdje: {{link}}',
    setUp: 'Za narudžbu {{number}} pripremljena je zamjena.',
    returnItems: 'Vraćate',
    newItems: 'Dobijate',
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
    subject: 'Vaša poklon-kartica od {{store}}',
    intro: 'Evo Vaše poklon-kartice u vrijednosti od {{value}}.',
    code: 'Kod poklon-kartice: {{code}}',
    validUntil: 'Važi do {{date}}.',
    howTo: 'Unesite kod prilikom plaćanja da biste platili karticom.',
    sent: 'Prodavnica {{store}} Vam je poslala poklon-karticu u vrijednosti od {{value}}.',
    message: 'Poruka za Vas:',
  },
  passwordReset: {
    subject: 'Promjena lozinke',
    intro: 'Primili smo zahtjev za promjenu lozinke za {{email}}.',
    action: 'Odaberite novu lozinku: {{link}}',
    expiry: 'Link važi 15 minuta. Ako niste Vi poslali zahtjev, zanemarite ovaj e-mail.',
  },
  invite: {
    subject: 'Pozivnica za administraciju prodavnice {{store}}',
    intro: 'Pozvani ste da se pridružite administraciji prodavnice {{store}}.',
    action: 'Prihvatite pozivnicu: {{link}}',
    expiry: 'Link važi 7 dana.',
  },
  orderClaim: {
    subject: 'Dodajte svoje narudžbe na svoj račun',
    intro:
      'Neko ko je prijavljen u {{store}} kao {{account}} zatražio je da se narudžbe napravljene s adresom {{email}} dodaju na taj račun.',
    orders: 'Narudžbe: {{numbers}}',
    action: 'Dodajte narudžbe na račun: {{link}}',
    expiry:
      'Link važi 15 minuta. Ako niste Vi poslali zahtjev, zanemarite ovaj e-mail: narudžbe ostaju kakve jesu.',
  },
}
