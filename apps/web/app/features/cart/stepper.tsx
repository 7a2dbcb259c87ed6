import type { ReactNode } from 'react';

/** − count + for a cart line or the person count; `label` names the group for assistive technology. */
export function Stepper(props: {
  label: string;
  value: ReactNode;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
}) {
  return (
    <div className="stepper" role="group" aria-label={props.label}>
      <button
        type="button"
        className="stepper__step"
        aria-label={props.decreaseLabel}
        disabled={props.decreaseDisabled}
        onClick={props.onDecrease}
      >
        −
      </button>
      <output className="stepper__value">{props.value}</output>
      <button
        type="button"
        className="stepper__step"
        aria-label={props.increaseLabel}
        disabled={props.increaseDisabled}
        onClick={props.onIncrease}
      >
        +
      </button>
    </div>
  );
}
