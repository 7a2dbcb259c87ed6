// The English texts of orders.ts's area (its Russian in ../ru/orders.ts).
export const orderMessagesEn = {
  'order.status.NEW': 'Order placed',
  'order.status.AWAITING_PAYMENT': 'Awaiting payment',
  'order.status.PAID': 'Paid',
  'order.status.PAYMENT_FAILED': 'Payment failed',
  'order.status.ACCEPTED': 'Accepted by the restaurant',
  'order.status.COOKING': 'Cooking',
  'order.status.ON_THE_WAY': 'On the way',
  'order.status.READY_FOR_PICKUP': 'Ready for pickup',
  'order.status.DONE': 'Done',
  'order.status.CANCELLED': 'Cancelled',
  'payment.sandbox.title': 'Test payment',
  'payment.sandbox.notice':
    'This is a test payment page: no money is charged and no card details are needed.',
  'payment.sandbox.order': 'Order No. {number}',
  'payment.sandbox.amount': 'To pay',
  'payment.sandbox.approve': 'Pay',
  'payment.sandbox.decline': 'Decline the payment',
  'payment.sandbox.decided': 'This payment has already been processed.',
  'payment.sandbox.back': 'Back to the order',
} satisfies Record<string, string>;
