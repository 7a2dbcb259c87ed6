import { Spinner } from './spinner';

/** Covers the page while something the user waits for is in progress (z-index overlay 2000). */
export function ProgressOverlay({ label }: { label: string }) {
  return (
    <div className="progress-overlay">
      <Spinner label={label} />
    </div>
  );
}
