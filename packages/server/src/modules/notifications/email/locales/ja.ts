// The e-mails' words in Japanese.
export default {
  signOff: '今後ともよろしくお願いいたします。\n{{store}}',
  viewOrder: 'ご注文内容の確認はこちら：{{link}}',
  items: 'ご注文商品',
  shipTo: 'お届け先',
  totals: {
    subtotal: '小計',
    shipping: '送料',
    discount: '割引',
    giftCard: 'ギフトカード',
    tax: '税',
    total: '合計',
    taxIncluded: 'うち税',
  },
  orderPlaced: {
    subject: 'ご注文 {{number}} を承りました',
    intro:
      'このたびはご注文いただき、誠にありがとうございます。ご注文 {{number}} を承りました。商品を発送しましたら、改めてお知らせいたします。',
  },
  orderCanceled: {
    subject: 'ご注文 {{number}} のキャンセルについて',
    intro: 'ご注文 {{number}} はキャンセルされました。お支払い済みの代金は返金いたします。',
  },
  shipped: {
    subject: 'ご注文 {{number}} を発送しました',
    intro: 'お待たせいたしました。ご注文 {{number}} の商品を発送いたしました。',
    tracking: '追跡番号：{{numbers}}',
    trackingLink: '配送状況の確認：{{link}}',
  },
  exchangeShipped: {
    subject: 'ご注文 {{number}} の交換商品を発送しました',
    intro: 'ご注文 {{number}} の交換商品を発送いたしました。',
  },
  claimShipped: {
    subject: 'ご注文 {{number}} の代替品を発送しました',
    intro: 'ご注文 {{number}} の代替品を発送いたしました。',
  },
  refund: {
    subject: 'ご注文 {{number}} の返金について',
    intro:
      'ご注文 {{number}} について、{{amount}} を返金いたしました。ご利用の金融機関によっては、反映までに数日かかる場合がございます。',
  },
  returnRequested: {
    subject: 'ご注文 {{number}} の返品について',
    intro: 'ご注文 {{number}} の返品を受け付けました。お手数ですが、商品をご返送ください。',
    items: '返品する商品',
    refund: '返金予定額',
    sendTo: '返送先',
  },
  itemsReturned: {
    subject: 'ご注文 {{number}} の返品商品を受領しました',
    intro: 'ご注文 {{number}} の返品商品を受領いたしました。',
    items: '受け取った商品',
    refund: '返金額',
  },
  exchangeCreated: {
    subject: 'ご注文 {{number}} の交換内容のご確認',
    intro:
      'ご注文 {{number}} の交換手続きを準備いたしました。こちらから内容をご確認ください（差額がある場合は、あわせてお支払いをお願いいたします）：{{link}}',
    setUp: 'ご注文 {{number}} の交換手続きを準備いたしました。',
    returnItems: 'ご返送いただく商品',
    newItems: 'お届けする商品',
    pay: '差額 {{amount}}（送料・税込）のお支払いをお願いいたします。',
    refund: '差額 {{amount}}（送料・税込）をご返金いたします。',
    even: 'お支払いいただく差額はございません。',
    payAction: '交換を確定してお支払い：{{link}}',
    confirmAction: '交換を確定する：{{link}}',
  },
  orderEditRequested: {
    subject: 'ご注文 {{number}} の変更について',
    intro: 'ご注文 {{number}} について、変更のご提案がございます。内容をご確認ください。',
    action: '変更内容を確認する：{{link}}',
  },
  giftCard: {
    subject: '{{store}}からギフトカードが届きました',
    intro: '{{value}}分のギフトカードをお届けします。',
    code: 'ギフトカードコード：{{code}}',
    validUntil: '有効期限：{{date}}まで',
    howTo: 'お支払いの際にコードを入力すると、ギフトカードをご利用いただけます。',
    sent: '{{store}}から{{value}}分のギフトカードが届きました。',
    message: 'あなたへのメッセージ：',
  },
  passwordReset: {
    subject: 'パスワードの再設定',
    intro: '{{email}} のパスワード再設定のリクエストを受け付けました。',
    action: '新しいパスワードを設定する：{{link}}',
    expiry: 'このリンクの有効期限は15分です。お心当たりのない場合は、このメールを破棄してください。',
  },
  invite: {
    subject: '{{store}}の管理画面への招待',
    intro: '{{store}}の管理画面に招待されました。',
    action: '招待を承認する：{{link}}',
    expiry: 'このリンクの有効期限は7日間です。',
  },
  orderClaim: {
    subject: 'ご注文をアカウントに追加',
    intro:
      '{{store}} に {{account}} としてログインしている方から、{{email}} でのご注文をそのアカウントに追加するリクエストがありました。',
    orders: 'ご注文：{{numbers}}',
    action: 'ご注文をアカウントに追加する：{{link}}',
    expiry:
      'このリンクの有効期限は15分です。お心当たりのない場合は、このメールを破棄してください。ご注文はそのまま変わりません。',
  },
}
