// One row of a priced order's list (dishes, discount, delivery, total): beside the cart and the
// checkout (order-summary.tsx) and under an order's lines on its page. Its styles
// (order-summary.css) are imported by those two, so that pages without a summary do not load them.

export function SummaryRow({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone?: 'discount' | 'total';
}) {
  return (
    <div className={tone ? `order-summary__row order-summary__row--${tone}` : 'order-summary__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
