// The e-mails' words in Polish.
export default {
  signOff: 'Pozdrawiamy serdecznie\n{{store}}',
  viewOrder: 'Zobacz swoje zamówienie: {{link}}',
  items: 'Produkty',
  shipTo: 'Adres dostawy',
  totals: {
    subtotal: 'Suma częściowa',
    shipping: 'Dostawa',
    discount: 'Rabat',
    giftCard: 'Karta podarunkowa',
    tax: 'Podatek',
    total: 'Razem',
    taxIncluded: 'W tym podatki',
  },
  orderPlaced: {
    subject: 'Zamówienie {{number}} zostało potwierdzone',
    intro:
      'Dziękujemy za zamówienie! Otrzymaliśmy Twoje zamówienie {{number}} i damy Ci znać, gdy zostanie wysłane.',
  },
  orderCanceled: {
    subject: 'Zamówienie {{number}} zostało anulowane',
    intro:
      'Twoje zamówienie {{number}} zostało anulowane. Wszelkie pobrane za nie płatności zostaną zwrócone.',
  },
  shipped: {
    subject: 'Zamówienie {{number}} jest już w drodze',
    intro: 'Dobra wiadomość: Twoje zamówienie {{number}} zostało wysłane.',
    tracking: 'Numer przesyłki: {{numbers}}',
    trackingLink: 'Śledź swoją paczkę: {{link}}',
  },
  exchangeShipped: {
    subject: 'Wymiana do zamówienia {{number}} jest już w drodze',
    intro: 'Produkty z wymiany do zamówienia {{number}} zostały wysłane.',
  },
  claimShipped: {
    subject: 'Przesyłka zastępcza do zamówienia {{number}} jest już w drodze',
    intro: 'Produkty zastępcze do zamówienia {{number}} zostały wysłane.',
  },
  refund: {
    subject: 'Zwrot środków za zamówienie {{number}}',
    intro:
      'Zwróciliśmy {{amount}} za zamówienie {{number}}. W zależności od banku środki mogą pojawić się na koncie dopiero po kilku dniach.',
  },
  returnRequested: {
    subject: 'Zwrot do zamówienia {{number}}',
    intro: 'Zarejestrowaliśmy zwrot do zamówienia {{number}}. Prosimy o odesłanie nam produktów.',
    items: 'Produkty do odesłania',
    refund: 'Przewidywany zwrot pieniędzy',
    sendTo: 'Adres do wysyłki zwrotu',
  },
  itemsReturned: {
    subject: 'Otrzymaliśmy zwrot z zamówienia {{number}}',
    intro: 'Otrzymaliśmy produkty zwrócone z zamówienia {{number}}.',
    items: 'Otrzymane produkty',
    refund: 'Zwrócona kwota',
  },
  exchangeCreated: {
    subject: 'Potwierdź wymianę do zamówienia {{number}}',
    intro:
      'Przygotowaliśmy wymianę do zamówienia {{number}}. Potwierdź ją (i w razie potrzeby dopłać różnicę) tutaj: {{link}}',
    setUp: 'Przygotowaliśmy wymianę do zamówienia {{number}}.',
    returnItems: 'Odsyłasz',
    newItems: 'Otrzymujesz',
    pay: 'Dopłacasz różnicę w wysokości {{amount}}, z wysyłką i podatkami.',
    refund: 'Otrzymasz zwrot różnicy w wysokości {{amount}}, z wysyłką i podatkami.',
    even: 'Nie ma różnicy do zapłaty.',
    payAction: 'Potwierdź wymianę i zapłać: {{link}}',
    confirmAction: 'Potwierdź wymianę: {{link}}',
  },
  orderEditRequested: {
    subject: 'Zmiany w zamówieniu {{number}}',
    intro: 'Zaproponowaliśmy zmiany w Twoim zamówieniu {{number}}. Prosimy o ich sprawdzenie.',
    action: 'Sprawdź zmiany: {{link}}',
  },
  giftCard: {
    subject: 'Twoja karta podarunkowa od {{store}}',
    intro: 'Oto Twoja karta podarunkowa o wartości {{value}}.',
    code: 'Kod karty podarunkowej: {{code}}',
    validUntil: 'Ważna do {{date}}.',
    howTo: 'Aby zapłacić kartą, wpisz kod podczas finalizacji zamówienia.',
    sent: 'Sklep {{store}} przesyła Ci kartę podarunkową o wartości {{value}}.',
    message: 'Wiadomość dla Ciebie:',
  },
  passwordReset: {
    subject: 'Zresetuj hasło',
    intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do konta {{email}}.',
    action: 'Ustaw nowe hasło: {{link}}',
    expiry: 'Link jest ważny przez 15 minut. Jeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.',
  },
  invite: {
    subject: 'Zaproszenie do panelu administracyjnego {{store}}',
    intro: 'Otrzymujesz zaproszenie do panelu administracyjnego sklepu {{store}}.',
    action: 'Przyjmij zaproszenie: {{link}}',
    expiry: 'Link jest ważny przez 7 dni.',
  },
  orderClaim: {
    subject: 'Dodaj swoje zamówienia do konta',
    intro:
      'Ktoś zalogowany w {{store}} jako {{account}} poprosił o dodanie do tego konta zamówień złożonych z adresu {{email}}.',
    orders: 'Zamówienia: {{numbers}}',
    action: 'Dodaj zamówienia do konta: {{link}}',
    expiry:
      'Link jest ważny przez 15 minut. Jeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość: zamówienia pozostaną bez zmian.',
  },
}
