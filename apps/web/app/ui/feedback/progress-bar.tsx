/** A determinate bar from 0 to 1; without a value it runs indeterminately. */
export function ProgressBar({ value, label }: { value?: number; label: string }) {
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className={percent === undefined ? 'progress progress--indeterminate' : 'progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="progress__bar" style={percent === undefined ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
