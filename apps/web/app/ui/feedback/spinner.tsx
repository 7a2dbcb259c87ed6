/** A busy indicator, 48 px wide on desktop and 40 px on narrow screens (spec §9). */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className="spinner" role={label ? 'status' : undefined} aria-label={label}>
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="20" />
      </svg>
    </span>
  );
}
