// The e-mails' words in Vietnamese.
export default {
  signOff: 'Trân trọng,\n{{store}}',
  viewOrder: 'Xem đơn hàng của quý khách: {{link}}',
  items: 'Sản phẩm',
  shipTo: 'Địa chỉ giao hàng',
  totals: {
    subtotal: 'Tạm tính',
    shipping: 'Phí vận chuyển',
    discount: 'Giảm giá',
    giftCard: 'Thẻ quà tặng',
    tax: 'Thuế',
    total: 'Tổng cộng',
    taxIncluded: 'Đã gồm thuế',
  },
  orderPlaced: {
    subject: 'Đơn hàng {{number}} đã được xác nhận',
    intro:
      'Cảm ơn quý khách đã đặt hàng! Chúng tôi đã nhận được đơn hàng {{number}} và sẽ thông báo cho quý khách khi đơn hàng được gửi đi.',
  },
  orderCanceled: {
    subject: 'Đơn hàng {{number}} đã bị hủy',
    intro:
      'Đơn hàng {{number}} của quý khách đã bị hủy. Mọi khoản đã thanh toán cho đơn hàng này sẽ được hoàn lại.',
  },
  shipped: {
    subject: 'Đơn hàng {{number}} đang trên đường giao đến quý khách',
    intro: 'Tin vui: đơn hàng {{number}} của quý khách đã được gửi đi.',
    tracking: 'Mã vận đơn: {{numbers}}',
    trackingLink: 'Theo dõi kiện hàng: {{link}}',
  },
  exchangeShipped: {
    subject: 'Hàng đổi của đơn hàng {{number}} đang trên đường giao',
    intro: 'Các sản phẩm đổi của đơn hàng {{number}} đã được gửi đi.',
  },
  claimShipped: {
    subject: 'Hàng thay thế của đơn hàng {{number}} đang trên đường giao',
    intro: 'Các sản phẩm thay thế của đơn hàng {{number}} đã được gửi đi.',
  },
  refund: {
    subject: 'Hoàn tiền cho đơn hàng {{number}}',
    intro:
      'Chúng tôi đã hoàn {{amount}} cho đơn hàng {{number}}. Tùy theo ngân hàng, có thể mất vài ngày để khoản tiền hiển thị.',
  },
  returnRequested: {
    subject: 'Trả hàng cho đơn hàng {{number}}',
    intro:
      'Chúng tôi đã ghi nhận yêu cầu trả hàng cho đơn hàng {{number}}. Vui lòng gửi lại sản phẩm cho chúng tôi.',
    items: 'Sản phẩm cần gửi trả',
    refund: 'Số tiền hoàn dự kiến',
    sendTo: 'Gửi đến',
  },
  itemsReturned: {
    subject: 'Đã nhận hàng trả lại của đơn hàng {{number}}',
    intro: 'Chúng tôi đã nhận được các sản phẩm quý khách trả lại từ đơn hàng {{number}}.',
    items: 'Sản phẩm đã nhận',
    refund: 'Số tiền đã hoàn',
  },
  exchangeCreated: {
    subject: 'Vui lòng xác nhận đổi hàng cho đơn hàng {{number}}',
    intro:
      'Yêu cầu đổi hàng cho đơn hàng {{number}} đã được tạo. Vui lòng xác nhận (và thanh toán phần chênh lệch, nếu có) tại đây: {{link}}',
    setUp: 'Yêu cầu đổi hàng cho đơn hàng {{number}} đã được tạo.',
    returnItems: 'Bạn gửi trả',
    newItems: 'Bạn nhận được',
    pay: 'Bạn thanh toán phần chênh lệch {{amount}}, đã gồm phí vận chuyển và thuế.',
    refund: 'Bạn được hoàn lại phần chênh lệch {{amount}}, đã gồm phí vận chuyển và thuế.',
    even: 'Không có phần chênh lệch nào cần thanh toán.',
    payAction: 'Xác nhận đổi hàng và thanh toán: {{link}}',
    confirmAction: 'Xác nhận đổi hàng: {{link}}',
  },
  orderEditRequested: {
    subject: 'Thay đổi cho đơn hàng {{number}}',
    intro: 'Chúng tôi đã đề xuất một số thay đổi cho đơn hàng {{number}} của quý khách. Vui lòng xem lại.',
    action: 'Xem các thay đổi: {{link}}',
  },
  giftCard: {
    subject: 'Thẻ quà tặng từ {{store}} dành cho quý khách',
    intro: 'Đây là thẻ quà tặng trị giá {{value}} của quý khách.',
    code: 'Mã thẻ quà tặng: {{code}}',
    validUntil: 'Có hiệu lực đến {{date}}.',
    howTo: 'Nhập mã khi thanh toán để sử dụng thẻ quà tặng.',
    sent: '{{store}} đã gửi tặng quý khách một thẻ quà tặng trị giá {{value}}.',
    message: 'Lời nhắn dành cho quý khách:',
  },
  passwordReset: {
    subject: 'Đặt lại mật khẩu',
    intro: 'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho {{email}}.',
    action: 'Chọn mật khẩu mới: {{link}}',
    expiry: 'Liên kết có hiệu lực trong 15 phút. Nếu quý khách không yêu cầu, vui lòng bỏ qua email này.',
  },
  invite: {
    subject: 'Bạn đã được mời vào trang quản trị {{store}}',
    intro: 'Bạn đã được mời tham gia quản trị cửa hàng {{store}}.',
    action: 'Chấp nhận lời mời: {{link}}',
    expiry: 'Liên kết có hiệu lực trong 7 ngày.',
  },
  orderClaim: {
    subject: 'Thêm đơn hàng vào tài khoản của quý khách',
    intro:
      'Một người đã đăng nhập vào {{store}} bằng tài khoản {{account}} đã yêu cầu thêm các đơn hàng đặt bằng {{email}} vào tài khoản đó.',
    orders: 'Đơn hàng: {{numbers}}',
    action: 'Thêm các đơn hàng vào tài khoản: {{link}}',
    expiry:
      'Liên kết có hiệu lực trong 15 phút. Nếu quý khách không yêu cầu, vui lòng bỏ qua email này: các đơn hàng sẽ giữ nguyên.',
  },
}
