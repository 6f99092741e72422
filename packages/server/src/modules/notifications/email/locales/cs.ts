// The e-mails' words in Czech.
export default {
  signOff: 'S pozdravem\n{{store}}',
  viewOrder: 'Zobrazit objednávku: {{link}}',
  items: 'Položky',
  shipTo: 'Doručovací adresa',
  totals: {
    subtotal: 'Mezisoučet',
    shipping: 'Doprava',
    discount: 'Sleva',
    giftCard: 'Dárková karta',
    tax: 'Daň',
    total: 'Celkem',
    taxIncluded: 'Včetně daní',
  },
  orderPlaced: {
    subject: 'Objednávka {{number}} byla potvrzena',
    intro:
      'Děkujeme za Vaši objednávku! Objednávku {{number}} jsme přijali a dáme Vám vědět, jakmile ji odešleme.',
  },
  orderCanceled: {
    subject: 'Objednávka {{number}} byla zrušena',
    intro: 'Vaše objednávka {{number}} byla zrušena. Případnou platbu za ni Vám vrátíme.',
  },
  shipped: {
    subject: 'Objednávka {{number}} je na cestě',
    intro: 'Dobrá zpráva: Vaše objednávka {{number}} byla odeslána.',
    tracking: 'Sledovací číslo: {{numbers}}',
    trackingLink: 'Sledovat zásilku: {{link}}',
  },
  exchangeShipped: {
    subject: 'Výměna k objednávce {{number}} je na cestě',
    intro: 'Zboží na výměnu k objednávce {{number}} bylo odesláno.',
  },
  claimShipped: {
    subject: 'Náhradní zásilka k objednávce {{number}} je na cestě',
    intro: 'Náhradní zboží k objednávce {{number}} bylo odesláno.',
  },
  refund: {
    subject: 'Vrácení peněz k objednávce {{number}}',
    intro:
      'Vrátili jsme Vám {{amount}} za objednávku {{number}}. V závislosti na Vaší bance se mohou peníze na účtu objevit až za několik dní.',
  },
  returnRequested: {
    subject: 'Vrácení zboží z objednávky {{number}}',
    intro: 'Zaevidovali jsme vrácení zboží z objednávky {{number}}. Zašlete nám prosím zboží zpět.',
    items: 'Zboží k vrácení',
    refund: 'Očekávaná vrácená částka',
    sendTo: 'Zašlete je na adresu',
  },
  itemsReturned: {
    subject: 'Vrácené zboží z objednávky {{number}} jsme obdrželi',
    intro: 'Obdrželi jsme zboží, které jste nám vrátili z objednávky {{number}}.',
    items: 'Přijaté zboží',
    refund: 'Vrácená částka',
  },
  exchangeCreated: {
    subject: 'Potvrďte výměnu k objednávce {{number}}',
    intro:
      'K objednávce {{number}} jsme připravili výměnu. Potvrďte ji (a případně doplaťte rozdíl) zde: {{link}}',
    setUp: 'K objednávce {{number}} jsme připravili výměnu.',
    returnItems: 'Posíláte zpět',
    newItems: 'Dostanete',
    pay: 'Doplatíte rozdíl {{amount}} včetně dopravy a daní.',
    refund: 'Vrátíme vám rozdíl {{amount}} včetně dopravy a daní.',
    even: 'Není třeba nic doplácet.',
    payAction: 'Potvrdit výměnu a zaplatit: {{link}}',
    confirmAction: 'Potvrdit výměnu: {{link}}',
  },
  orderEditRequested: {
    subject: 'Změny v objednávce {{number}}',
    intro: 'Navrhli jsme změny ve Vaší objednávce {{number}}. Prosíme, zkontrolujte je.',
    action: 'Zkontrolujte změny: {{link}}',
  },
  giftCard: {
    subject: 'Vaše dárková karta od {{store}}',
    intro: 'Posíláme Vám dárkovou kartu v hodnotě {{value}}.',
    code: 'Kód dárkové karty: {{code}}',
    validUntil: 'Platí do {{date}}.',
    howTo: 'Chcete-li s ní zaplatit, zadejte kód při dokončení objednávky.',
    sent: 'Obchod {{store}} Vám posílá dárkovou kartu v hodnotě {{value}}.',
    message: 'Zpráva pro Vás:',
  },
  passwordReset: {
    subject: 'Obnovení hesla',
    intro: 'Obdrželi jsme žádost o obnovení hesla k účtu {{email}}.',
    action: 'Zvolte si nové heslo: {{link}}',
    expiry: 'Odkaz je platný 15 minut. Pokud jste o obnovení nežádali, tento e-mail ignorujte.',
  },
  invite: {
    subject: 'Pozvánka do administrace obchodu {{store}}',
    intro: 'Byli jste pozváni do administrace obchodu {{store}}.',
    action: 'Přijmout pozvánku: {{link}}',
    expiry: 'Odkaz je platný 7 dní.',
  },
  orderClaim: {
    subject: 'Přidejte si objednávky ke svému účtu',
    intro:
      'Někdo přihlášený v {{store}} jako {{account}} požádal o přidání objednávek vytvořených s adresou {{email}} k tomuto účtu.',
    orders: 'Objednávky: {{numbers}}',
    action: 'Přidat objednávky k účtu: {{link}}',
    expiry:
      'Odkaz je platný 15 minut. Pokud jste o to nežádali, tento e-mail ignorujte: objednávky zůstanou beze změny.',
  },
}
