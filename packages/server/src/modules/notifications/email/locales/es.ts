// The e-mails' words in Spanish.
export default {
  signOff: 'Saludos cordiales,\n{{store}}',
  viewOrder: 'Consulte su pedido: {{link}}',
  items: 'Artículos',
  shipTo: 'Dirección de envío',
  totals: {
    subtotal: 'Subtotal',
    shipping: 'Envío',
    discount: 'Descuento',
    giftCard: 'Tarjeta regalo',
    tax: 'Impuestos',
    total: 'Total',
    taxIncluded: 'Impuestos incluidos',
  },
  orderPlaced: {
    subject: 'Pedido {{number}} confirmado',
    intro: '¡Gracias por su pedido! Hemos recibido su pedido {{number}} y le avisaremos en cuanto se envíe.',
  },
  orderCanceled: {
    subject: 'Pedido {{number}} cancelado',
    intro:
      'Su pedido {{number}} ha sido cancelado. Le reembolsaremos cualquier pago que se haya cobrado por él.',
  },
  shipped: {
    subject: 'Su pedido {{number}} está en camino',
    intro: 'Buenas noticias: su pedido {{number}} ha sido enviado.',
    tracking: 'Número de seguimiento: {{numbers}}',
    trackingLink: 'Siga su paquete: {{link}}',
  },
  exchangeShipped: {
    subject: 'El cambio de su pedido {{number}} está en camino',
    intro: 'Los artículos del cambio de su pedido {{number}} han sido enviados.',
  },
  claimShipped: {
    subject: 'La sustitución de su pedido {{number}} está en camino',
    intro: 'Los artículos de sustitución de su pedido {{number}} han sido enviados.',
  },
  refund: {
    subject: 'Reembolso del pedido {{number}}',
    intro:
      'Le hemos reembolsado {{amount}} del pedido {{number}}. Según su banco, el importe puede tardar unos días en reflejarse.',
  },
  returnRequested: {
    subject: 'Devolución del pedido {{number}}',
    intro: 'Hemos registrado una devolución del pedido {{number}}. Por favor, envíenos los artículos.',
    items: 'Artículos que debe devolver',
    refund: 'Reembolso previsto',
    sendTo: 'Envíelos a',
  },
  itemsReturned: {
    subject: 'Devolución recibida del pedido {{number}}',
    intro: 'Hemos recibido los artículos que nos ha devuelto del pedido {{number}}.',
    items: 'Artículos recibidos',
    refund: 'Importe reembolsado',
  },
  exchangeCreated: {
    subject: 'Confirme el cambio del pedido {{number}}',
    intro:
      'Hemos preparado un cambio para el pedido {{number}}. Confírmelo (y abone la diferencia, si la hay) aquí: {{link}}',
    setUp: 'Hemos preparado un cambio para el pedido {{number}}.',
    returnItems: 'Usted devuelve',
    newItems: 'Usted recibe',
    pay: 'Usted abona una diferencia de {{amount}}, envío e impuestos incluidos.',
    refund: 'Le reembolsamos una diferencia de {{amount}}, envío e impuestos incluidos.',
    even: 'No hay ninguna diferencia que abonar.',
    payAction: 'Confirmar el cambio y pagar: {{link}}',
    confirmAction: 'Confirmar el cambio: {{link}}',
  },
  orderEditRequested: {
    subject: 'Cambios en el pedido {{number}}',
    intro: 'Le proponemos algunos cambios en su pedido {{number}}. Por favor, revíselos.',
    action: 'Revisar los cambios: {{link}}',
  },
  giftCard: {
    subject: 'Su tarjeta regalo de {{store}}',
    intro: 'Aquí tiene su tarjeta regalo por valor de {{value}}.',
    code: 'Código de la tarjeta regalo: {{code}}',
    validUntil: 'Válida hasta el {{date}}.',
    howTo: 'Introduzca el código al finalizar la compra para pagar con ella.',
    sent: '{{store}} le ha enviado una tarjeta regalo por valor de {{value}}.',
    message: 'Un mensaje para usted:',
  },
  passwordReset: {
    subject: 'Restablezca su contraseña',
    intro: 'Se ha solicitado restablecer la contraseña de {{email}}.',
    action: 'Elija una nueva contraseña: {{link}}',
    expiry:
      'El enlace es válido durante 15 minutos. Si no lo ha solicitado usted, ignore este correo electrónico.',
  },
  invite: {
    subject: 'Le han invitado a la administración de {{store}}',
    intro: 'Le han invitado a unirse a la administración de {{store}}.',
    action: 'Aceptar la invitación: {{link}}',
    expiry: 'El enlace es válido durante 7 días.',
  },
  orderClaim: {
    subject: 'Añada sus pedidos a su cuenta',
    intro:
      'Alguien que ha iniciado sesión en {{store}} como {{account}} ha solicitado añadir a esa cuenta los pedidos realizados con {{email}}.',
    orders: 'Pedidos: {{numbers}}',
    action: 'Añadir los pedidos a la cuenta: {{link}}',
    expiry:
      'El enlace es válido durante 15 minutos. Si no lo ha solicitado usted, ignore este correo electrónico: los pedidos seguirán como están.',
  },
}
