// The e-mails' words in Arabic.
export default {
  signOff: 'مع أطيب التحيات،\n{{store}}',
  viewOrder: 'عرض طلبك: {{link}}',
  items: 'المنتجات',
  shipTo: 'عنوان الشحن',
  totals: {
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    discount: 'الخصم',
    giftCard: 'بطاقة الهدايا',
    tax: 'الضريبة',
    total: 'الإجمالي',
    taxIncluded: 'شاملة الضرائب',
  },
  orderPlaced: {
    subject: 'تم تأكيد الطلب {{number}}',
    intro: 'شكرًا لطلبك! لقد استلمنا طلبك {{number}} وسنُعلمك فور شحنه.',
  },
  orderCanceled: {
    subject: 'تم إلغاء الطلب {{number}}',
    intro: 'تم إلغاء طلبك {{number}}، وسيتم ردّ أي مبلغ دُفع مقابله.',
  },
  shipped: {
    subject: 'طلبك {{number}} في الطريق إليك',
    intro: 'أخبار سارة: تم شحن طلبك {{number}}.',
    tracking: 'رقم التتبع: {{numbers}}',
    trackingLink: 'تتبّع شحنتك: {{link}}',
  },
  exchangeShipped: {
    subject: 'منتجات الاستبدال للطلب {{number}} في الطريق إليك',
    intro: 'تم شحن منتجات الاستبدال الخاصة بطلبك {{number}}.',
  },
  claimShipped: {
    subject: 'المنتجات البديلة للطلب {{number}} في الطريق إليك',
    intro: 'تم شحن المنتجات البديلة الخاصة بطلبك {{number}}.',
  },
  refund: {
    subject: 'استرداد مبلغ الطلب {{number}}',
    intro:
      'لقد رددنا إليك {{amount}} عن الطلب {{number}}. وقد يستغرق ظهور المبلغ بضعة أيام حسب البنك الذي تتعامل معه.',
  },
  returnRequested: {
    subject: 'إرجاع منتجات من الطلب {{number}}',
    intro: 'لقد سجّلنا عملية إرجاع للطلب {{number}}. يُرجى إعادة المنتجات إلينا.',
  },
  itemsReturned: {
    subject: 'تم استلام المرتجعات من الطلب {{number}}',
    intro: 'لقد استلمنا المنتجات التي أرجعتها من الطلب {{number}}.',
  },
  exchangeCreated: {
    subject: 'يُرجى تأكيد الاستبدال للطلب {{number}}',
    intro: 'تم إعداد عملية استبدال للطلب {{number}}. يمكنك تأكيدها (ودفع فرق السعر إن وُجد) من هنا: {{link}}',
    setUp: 'تم إعداد عملية استبدال للطلب {{number}}.',
    returnItems: 'ما ستعيده',
    newItems: 'ما ستستلمه',
    pay: 'ستدفع فرقًا قدره {{amount}}، شاملًا الشحن والضرائب.',
    refund: 'سنرد إليك فرقًا قدره {{amount}}، شاملًا الشحن والضرائب.',
    even: 'لا يوجد فرق لدفعه.',
    payAction: 'تأكيد الاستبدال والدفع: {{link}}',
    confirmAction: 'تأكيد الاستبدال: {{link}}',
  },
  orderEditRequested: {
    subject: 'تعديلات على الطلب {{number}}',
    intro: 'اقترحنا بعض التعديلات على طلبك {{number}}. يُرجى مراجعتها.',
    action: 'راجع التعديلات: {{link}}',
  },
  giftCard: {
    subject: 'بطاقة الهدايا الخاصة بك من {{store}}',
    intro: 'إليك بطاقة الهدايا الخاصة بك بقيمة {{value}}.',
    code: 'رمز بطاقة الهدايا: {{code}}',
    validUntil: 'صالحة حتى {{date}}.',
    howTo: 'أدخل الرمز عند إتمام الشراء للدفع بالبطاقة.',
    sent: 'أرسل إليك {{store}} بطاقة هدايا بقيمة {{value}}.',
    message: 'رسالة لك:',
  },
  passwordReset: {
    subject: 'إعادة تعيين كلمة المرور',
    intro: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بالحساب {{email}}.',
    action: 'اختر كلمة مرور جديدة: {{link}}',
    expiry: 'هذا الرابط صالح لمدة 15 دقيقة. إذا لم تطلب ذلك، فيُرجى تجاهل هذه الرسالة.',
  },
  invite: {
    subject: 'تمت دعوتك إلى لوحة إدارة {{store}}',
    intro: 'تمت دعوتك للانضمام إلى فريق إدارة {{store}}.',
    action: 'اقبل الدعوة: {{link}}',
    expiry: 'هذا الرابط صالح لمدة 7 أيام.',
  },
  orderClaim: {
    subject: 'أضف طلباتك إلى حسابك',
    intro:
      'طلب شخص سجّل الدخول إلى {{store}} بالحساب {{account}} إضافة الطلبات المقدَّمة بالبريد الإلكتروني {{email}} إلى ذلك الحساب.',
    orders: 'الطلبات: {{numbers}}',
    action: 'أضف الطلبات إلى الحساب: {{link}}',
    expiry: 'هذا الرابط صالح لمدة 15 دقيقة. إذا لم تطلب ذلك، فيُرجى تجاهل هذه الرسالة: ستبقى الطلبات كما هي.',
  },
}
