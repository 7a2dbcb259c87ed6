// The Montenegrin texts of orders.ts's area (its Russian in ../ru/orders.ts).
export const orderMessagesCnr = {
  'order.status.NEW': 'Narudžba poslata',
  'order.status.AWAITING_PAYMENT': 'Čeka plaćanje',
  'order.status.PAID': 'Plaćeno',
  'order.status.PAYMENT_FAILED': 'Plaćanje nije uspjelo',
  'order.status.ACCEPTED': 'Restoran je prihvatio',
  'order.status.COOKING': 'Priprema se',
  'order.status.ON_THE_WAY': 'Kurir je na putu',
  'order.status.READY_FOR_PICKUP': 'Spremno za preuzimanje',
  'order.status.DONE': 'Završeno',
  'order.status.CANCELLED': 'Otkazano',
  'payment.sandbox.title': 'Testno plaćanje',
  'payment.sandbox.notice':
    'Ovo je testna stranica za plaćanje: novac se ne naplaćuje, podaci kartice nijesu potrebni.',
  'payment.sandbox.order': 'Narudžba br. {number}',
  'payment.sandbox.amount': 'Za plaćanje',
  'payment.sandbox.approve': 'Plati',
  'payment.sandbox.decline': 'Odbij plaćanje',
  'payment.sandbox.decided': 'Ovo plaćanje je već obrađeno.',
  'payment.sandbox.back': 'Nazad na narudžbu',
} satisfies Record<string, string>;
