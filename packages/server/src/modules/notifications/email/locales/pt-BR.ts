// The e-mails' words in Brazilian Portuguese.
export default {
  signOff: 'Atenciosamente,\n{{store}}',
  viewOrder: 'Veja seu pedido: {{link}}',
  items: 'Itens',
  shipTo: 'Endereço de entrega',
  totals: {
    subtotal: 'Subtotal',
    shipping: 'Frete',
    discount: 'Desconto',
    giftCard: 'Vale-presente',
    tax: 'Impostos',
    total: 'Total',
    taxIncluded: 'Impostos incluídos',
  },
  orderPlaced: {
    subject: 'Pedido {{number}} confirmado',
    intro:
      'Obrigado pelo seu pedido! Recebemos o pedido {{number}} e avisaremos você assim que ele for enviado.',
  },
  orderCanceled: {
    subject: 'Pedido {{number}} cancelado',
    intro: 'Seu pedido {{number}} foi cancelado. Qualquer valor já cobrado por ele será reembolsado.',
  },
  shipped: {
    subject: 'Seu pedido {{number}} está a caminho',
    intro: 'Boa notícia: seu pedido {{number}} foi enviado.',
    tracking: 'Código de rastreamento: {{numbers}}',
    trackingLink: 'Acompanhe sua encomenda: {{link}}',
  },
  exchangeShipped: {
    subject: 'A troca do pedido {{number}} está a caminho',
    intro: 'Os itens da sua troca do pedido {{number}} foram enviados.',
  },
  claimShipped: {
    subject: 'A reposição do pedido {{number}} está a caminho',
    intro: 'Os itens de reposição do pedido {{number}} foram enviados.',
  },
  refund: {
    subject: 'Reembolso do pedido {{number}}',
    intro:
      'Reembolsamos {{amount}} referente ao pedido {{number}}. Dependendo do seu banco, o valor pode levar alguns dias para aparecer.',
  },
  returnRequested: {
    subject: 'Devolução do pedido {{number}}',
    intro: 'Registramos uma devolução para o pedido {{number}}. Por favor, envie os itens de volta para nós.',
    items: 'Itens a devolver',
    refund: 'Reembolso previsto',
    sendTo: 'Envie-os para',
  },
  itemsReturned: {
    subject: 'Devolução do pedido {{number}} recebida',
    intro: 'Recebemos os itens que você devolveu do pedido {{number}}.',
    items: 'Itens recebidos',
    refund: 'Valor reembolsado',
  },
  exchangeCreated: {
    subject: 'Confirme a troca do pedido {{number}}',
    intro:
      'Preparamos uma troca para o pedido {{number}}. Confirme-a (e pague a diferença, se houver) aqui: {{link}}',
    setUp: 'Preparamos uma troca para o pedido {{number}}.',
    returnItems: 'Você devolve',
    newItems: 'Você recebe',
    pay: 'Você paga uma diferença de {{amount}}, frete e impostos incluídos.',
    refund: 'Você recebe de volta uma diferença de {{amount}}, frete e impostos incluídos.',
    even: 'Não há diferença a pagar.',
    payAction: 'Confirmar a troca e pagar: {{link}}',
    confirmAction: 'Confirmar a troca: {{link}}',
  },
  orderEditRequested: {
    subject: 'Alterações no pedido {{number}}',
    intro: 'Propusemos alterações no seu pedido {{number}}. Por favor, confira.',
    action: 'Revisar as alterações: {{link}}',
  },
  giftCard: {
    subject: 'Seu vale-presente de {{store}}',
    intro: 'Aqui está seu vale-presente no valor de {{value}}.',
    code: 'Código do vale-presente: {{code}}',
    validUntil: 'Válido até {{date}}.',
    howTo: 'Informe o código ao finalizar a compra para pagar com ele.',
    sent: '{{store}} enviou para você um vale-presente no valor de {{value}}.',
    message: 'Uma mensagem para você:',
  },
  passwordReset: {
    subject: 'Redefina sua senha',
    intro: 'Recebemos uma solicitação para redefinir a senha de {{email}}.',
    action: 'Escolha uma nova senha: {{link}}',
    expiry: 'O link é válido por 15 minutos. Se você não fez essa solicitação, ignore este e-mail.',
  },
  invite: {
    subject: 'Você recebeu um convite para o painel administrativo de {{store}}',
    intro: 'Você foi convidado(a) para participar da administração de {{store}}.',
    action: 'Aceite o convite: {{link}}',
    expiry: 'O link é válido por 7 dias.',
  },
  orderClaim: {
    subject: 'Adicione seus pedidos à sua conta',
    intro:
      'Alguém conectado à {{store}} como {{account}} pediu para adicionar a essa conta os pedidos feitos com {{email}}.',
    orders: 'Pedidos: {{numbers}}',
    action: 'Adicionar os pedidos à conta: {{link}}',
    expiry:
      'O link é válido por 15 minutos. Se você não fez essa solicitação, ignore este e-mail: os pedidos continuam como estão.',
  },
}
