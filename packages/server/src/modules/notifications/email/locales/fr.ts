// The e-mails' words in French.
export default {
  signOff: 'Bien cordialement,\n{{store}}',
  viewOrder: 'Voir votre commande : {{link}}',
  items: 'Articles',
  shipTo: 'Adresse de livraison',
  totals: {
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    discount: 'Remise',
    giftCard: 'Carte cadeau',
    tax: 'Taxes',
    total: 'Total',
    taxIncluded: 'Dont taxes',
  },
  orderPlaced: {
    subject: 'Commande {{number}} confirmée',
    intro:
      'Merci pour votre commande ! Nous avons bien reçu votre commande {{number}} et vous préviendrons dès son expédition.',
  },
  orderCanceled: {
    subject: 'Commande {{number}} annulée',
    intro:
      'Votre commande {{number}} a été annulée. Tout paiement déjà effectué pour celle-ci vous sera remboursé.',
  },
  shipped: {
    subject: 'Votre commande {{number}} est en route',
    intro: 'Bonne nouvelle : votre commande {{number}} a été expédiée.',
    tracking: 'Numéro de suivi : {{numbers}}',
    trackingLink: 'Suivre votre colis : {{link}}',
  },
  exchangeShipped: {
    subject: "L'échange de votre commande {{number}} est en route",
    intro: 'Les articles de votre échange pour la commande {{number}} ont été expédiés.',
  },
  claimShipped: {
    subject: 'Le remplacement de votre commande {{number}} est en route',
    intro: 'Les articles de remplacement de votre commande {{number}} ont été expédiés.',
  },
  refund: {
    subject: 'Remboursement de la commande {{number}}',
    intro:
      "Nous vous avons remboursé {{amount}} pour la commande {{number}}. Selon votre banque, quelques jours peuvent être nécessaires avant que le montant n'apparaisse sur votre compte.",
  },
  returnRequested: {
    subject: 'Retour pour la commande {{number}}',
    intro:
      'Nous avons enregistré un retour pour la commande {{number}}. Merci de nous renvoyer les articles.',
    items: 'Articles à renvoyer',
    refund: 'Remboursement prévu',
    sendTo: 'Envoyez-les à',
  },
  itemsReturned: {
    subject: 'Retour reçu pour la commande {{number}}',
    intro: 'Nous avons bien reçu les articles que vous avez retournés de la commande {{number}}.',
    items: 'Articles reçus',
    refund: 'Montant remboursé',
  },
  exchangeCreated: {
    subject: "Confirmez l'échange pour la commande {{number}}",
    intro:
      "Un échange a été préparé pour la commande {{number}}. Confirmez-le (et réglez l'éventuelle différence) ici : {{link}}",
    setUp: 'Un échange a été préparé pour la commande {{number}}.',
    returnItems: 'Vous renvoyez',
    newItems: 'Vous recevez',
    pay: 'Vous réglez une différence de {{amount}}, livraison et taxes comprises.',
    refund: 'Une différence de {{amount}} vous est remboursée, livraison et taxes comprises.',
    even: "Il n'y a aucune différence à régler.",
    payAction: "Confirmer l'échange et payer : {{link}}",
    confirmAction: "Confirmer l'échange : {{link}}",
  },
  orderEditRequested: {
    subject: 'Modifications de la commande {{number}}',
    intro: 'Nous vous proposons des modifications de votre commande {{number}}. Merci de les vérifier.',
    action: 'Vérifier les modifications : {{link}}',
  },
  giftCard: {
    subject: 'Votre carte cadeau {{store}}',
    intro: "Voici votre carte cadeau d'une valeur de {{value}}.",
    code: 'Code de la carte cadeau : {{code}}',
    validUntil: "Valable jusqu'au {{date}}.",
    howTo: 'Saisissez ce code lors du paiement pour régler avec votre carte cadeau.',
    sent: "{{store}} vous a envoyé une carte cadeau d'une valeur de {{value}}.",
    message: 'Un message pour vous :',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe',
    intro: 'Une demande de réinitialisation du mot de passe a été effectuée pour {{email}}.',
    action: 'Choisir un nouveau mot de passe : {{link}}',
    expiry:
      "Ce lien est valable 15 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail.",
  },
  invite: {
    subject: "Vous êtes invité(e) dans l'administration de {{store}}",
    intro: "Vous avez été invité(e) à rejoindre l'espace d'administration de {{store}}.",
    action: "Accepter l'invitation : {{link}}",
    expiry: 'Ce lien est valable 7 jours.',
  },
  orderClaim: {
    subject: 'Ajoutez vos commandes à votre compte',
    intro:
      "Une personne connectée à {{store}} en tant que {{account}} a demandé d'ajouter à ce compte les commandes passées avec {{email}}.",
    orders: 'Commandes : {{numbers}}',
    action: 'Ajouter les commandes au compte : {{link}}',
    expiry:
      "Ce lien est valable 15 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : les commandes restent telles quelles.",
  },
}
