// The e-mails' words in Korean.
export default {
  signOff: '감사합니다.\n{{store}} 드림',
  viewOrder: '주문 내역 보기: {{link}}',
  items: '주문 상품',
  shipTo: '배송지',
  totals: {
    subtotal: '소계',
    shipping: '배송비',
    discount: '할인',
    giftCard: '기프트 카드',
    tax: '세금',
    total: '합계',
    taxIncluded: '포함된 세금',
  },
  orderPlaced: {
    subject: '주문 {{number}} 접수 완료',
    intro:
      '주문해 주셔서 감사합니다! 고객님의 주문({{number}})이 정상적으로 접수되었으며, 상품이 발송되면 바로 알려 드리겠습니다.',
  },
  orderCanceled: {
    subject: '주문 {{number}} 취소 안내',
    intro: '고객님의 주문({{number}})이 취소되었습니다. 이미 결제된 금액은 환불해 드립니다.',
  },
  shipped: {
    subject: '주문 {{number}} 발송 안내',
    intro: '반가운 소식입니다. 고객님의 주문({{number}})이 발송되었습니다.',
    tracking: '운송장 번호: {{numbers}}',
    trackingLink: '배송 조회: {{link}}',
  },
  exchangeShipped: {
    subject: '주문 {{number}} 교환 상품 발송 안내',
    intro: '주문 {{number}}의 교환 상품이 발송되었습니다.',
  },
  claimShipped: {
    subject: '주문 {{number}} 대체 상품 발송 안내',
    intro: '주문 {{number}}의 대체 상품이 발송되었습니다.',
  },
  refund: {
    subject: '주문 {{number}} 환불 안내',
    intro:
      '주문 {{number}}에 대해 {{amount}} 환불이 완료되었습니다. 이용하시는 은행이나 카드사에 따라 반영까지 며칠이 걸릴 수 있습니다.',
  },
  returnRequested: {
    subject: '주문 {{number}} 반품 접수 안내',
    intro: '주문 {{number}}의 반품이 접수되었습니다. 상품을 저희에게 보내 주시기 바랍니다.',
    items: '반품할 상품',
    refund: '예상 환불 금액',
    sendTo: '보내실 곳',
  },
  itemsReturned: {
    subject: '주문 {{number}} 반품 상품 수령 안내',
    intro: '주문 {{number}}에서 반품하신 상품을 수령했습니다.',
    items: '수령한 상품',
    refund: '환불 금액',
  },
  exchangeCreated: {
    subject: '주문 {{number}} 교환 확인 요청',
    intro:
      '주문 {{number}}에 대한 교환이 준비되었습니다. 아래 링크에서 교환을 확인해 주시고, 차액이 있는 경우 결제해 주세요: {{link}}',
    setUp: '주문 {{number}}에 대한 교환이 준비되었습니다.',
    returnItems: '반송하실 상품',
    newItems: '받으실 상품',
    pay: '배송비와 세금을 포함한 차액 {{amount}}을 결제해 주세요.',
    refund: '배송비와 세금을 포함한 차액 {{amount}}을 환불해 드립니다.',
    even: '결제하실 차액이 없습니다.',
    payAction: '교환 확인 및 결제: {{link}}',
    confirmAction: '교환 확인: {{link}}',
  },
  orderEditRequested: {
    subject: '주문 {{number}} 변경 안내',
    intro: '고객님의 주문 {{number}}에 대한 변경 사항을 제안드렸습니다. 확인 부탁드립니다.',
    action: '변경 사항 확인: {{link}}',
  },
  giftCard: {
    subject: '{{store}}에서 보내 드리는 기프트 카드',
    intro: '{{value}} 상당의 기프트 카드를 보내 드립니다.',
    code: '기프트 카드 코드: {{code}}',
    validUntil: '유효 기간: {{date}}까지',
    howTo: '결제 시 코드를 입력하시면 기프트 카드로 결제하실 수 있습니다.',
    sent: '{{store}}에서 {{value}} 상당의 기프트 카드를 보내 드렸습니다.',
    message: '고객님께 전하는 메시지:',
  },
  passwordReset: {
    subject: '비밀번호 재설정 안내',
    intro: '{{email}} 계정의 비밀번호 재설정이 요청되었습니다.',
    action: '새 비밀번호 설정하기: {{link}}',
    expiry: '이 링크는 15분 동안 유효합니다. 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
  },
  invite: {
    subject: '{{store}} 관리자 페이지 초대',
    intro: '{{store}} 관리자 페이지에 초대되었습니다.',
    action: '초대 수락하기: {{link}}',
    expiry: '이 링크는 7일 동안 유효합니다.',
  },
  orderClaim: {
    subject: '주문을 계정에 추가하기',
    intro:
      '{{store}}에 {{account}}(으)로 로그인한 사용자가 {{email}}(으)로 한 주문을 해당 계정에 추가해 달라고 요청했습니다.',
    orders: '주문: {{numbers}}',
    action: '주문을 계정에 추가하기: {{link}}',
    expiry:
      '이 링크는 15분 동안 유효합니다. 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다. 주문은 그대로 유지됩니다.',
  },
}
