// The e-mails' words in Simplified Chinese.
export default {
  signOff: '祝您生活愉快！\n{{store}}',
  viewOrder: '查看订单：{{link}}',
  items: '商品',
  shipTo: '收货地址',
  totals: {
    subtotal: '小计',
    shipping: '运费',
    discount: '折扣',
    giftCard: '礼品卡',
    tax: '税费',
    total: '合计',
  },
  orderPlaced: {
    subject: '订单 {{number}} 已确认',
    intro: '感谢您的订购！我们已收到您的订单 {{number}}，发货后会第一时间通知您。',
  },
  orderCanceled: {
    subject: '订单 {{number}} 已取消',
    intro: '您的订单 {{number}} 已取消，该订单已支付的款项将退还给您。',
  },
  shipped: {
    subject: '您的订单 {{number}} 已发货',
    intro: '好消息：您的订单 {{number}} 已发货。',
    tracking: '物流单号：{{numbers}}',
    trackingLink: '查看物流：{{link}}',
  },
  exchangeShipped: {
    subject: '订单 {{number}} 的换货商品已发出',
    intro: '您订单 {{number}} 的换货商品已发货。',
  },
  claimShipped: {
    subject: '订单 {{number}} 的补发商品已发出',
    intro: '您订单 {{number}} 的补发商品已发货。',
  },
  refund: {
    subject: '订单 {{number}} 退款通知',
    intro: '我们已为订单 {{number}} 退款 {{amount}}。视您的银行而定，款项可能需要几天才能到账。',
  },
  returnRequested: {
    subject: '订单 {{number}} 退货',
    intro: '我们已为订单 {{number}} 登记退货，请将商品寄回给我们。',
  },
  itemsReturned: {
    subject: '已收到订单 {{number}} 的退货',
    intro: '我们已收到您从订单 {{number}} 退回的商品。',
  },
  exchangeCreated: {
    subject: '请确认订单 {{number}} 的换货',
    intro: '我们已为订单 {{number}} 安排换货。请在此确认（如有差价，请一并支付）：{{link}}',
    setUp: '我们已为订单 {{number}} 安排换货。',
    returnItems: '您寄回的商品',
    newItems: '您将收到的商品',
    pay: '您需支付差价 {{amount}}（含运费和税费）。',
    refund: '我们将退还差价 {{amount}}（含运费和税费）。',
    even: '无需支付差价。',
    payAction: '确认换货并付款：{{link}}',
    confirmAction: '确认换货：{{link}}',
  },
  orderEditRequested: {
    subject: '订单 {{number}} 变更',
    intro: '我们对您的订单 {{number}} 提出了一些修改建议，请查看。',
    action: '查看修改：{{link}}',
  },
  giftCard: {
    subject: '来自 {{store}} 的礼品卡',
    intro: '这是您面值 {{value}} 的礼品卡。',
    code: '礼品卡代码：{{code}}',
    validUntil: '有效期至 {{date}}。',
    howTo: '结账时输入此代码，即可使用礼品卡支付。',
    sent: '{{store}} 向您赠送了一张面值 {{value}} 的礼品卡。',
    message: '给您的留言：',
  },
  passwordReset: {
    subject: '重置您的密码',
    intro: '我们收到了重置 {{email}} 账户密码的请求。',
    action: '设置新密码：{{link}}',
    expiry: '该链接 15 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
  },
  invite: {
    subject: '您已受邀加入 {{store}} 管理后台',
    intro: '您已受邀加入 {{store}} 的管理后台。',
    action: '接受邀请：{{link}}',
    expiry: '该链接 7 天内有效。',
  },
  orderClaim: {
    subject: '将订单添加到您的账户',
    intro: '有人以 {{account}} 身份登录 {{store}}，请求将使用 {{email}} 下的订单添加到该账户。',
    orders: '订单：{{numbers}}',
    action: '将订单添加到账户：{{link}}',
    expiry: '该链接 15 分钟内有效。如果这不是您本人的操作，请忽略此邮件，订单将保持不变。',
  },
}
