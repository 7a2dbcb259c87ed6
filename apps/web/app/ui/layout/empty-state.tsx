import type { ReactNode } from 'react';

/** A tidy "nothing here yet" block: an illustration, a headline, a line of text and an action. */
export function EmptyState(props: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  art?: ReactNode;
}) {
  return (
    <section className="empty-state">
      <div className="empty-state__art" aria-hidden="true">
        {props.art ?? <DefaultArt />}
      </div>
      <h2 className="empty-state__title">{props.title}</h2>
      {props.text && <p className="empty-state__text">{props.text}</p>}
      {props.action && <div className="empty-state__action">{props.action}</div>}
    </section>
  );
}

/** A bowl with chopsticks, in the brand colours. */
function DefaultArt() {
  return (
    <svg viewBox="0 0 120 96" width="120" height="96">
      <path d="M70 8l34 36M82 4l30 38" stroke="var(--color-accent)" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="60" cy="52" rx="46" ry="10" fill="var(--color-surface-raised)" />
      <path d="M14 52a46 34 0 0 0 92 0z" fill="var(--color-brand)" />
      <path
        d="M30 72h60"
        stroke="var(--color-background)"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.35"
      />
      <circle cx="44" cy="48" r="7" fill="var(--color-text)" />
      <circle cx="44" cy="48" r="3" fill="var(--color-brand)" />
      <circle cx="62" cy="46" r="7" fill="var(--color-text)" />
      <circle cx="62" cy="46" r="3" fill="var(--color-accent)" />
      <circle cx="80" cy="49" r="7" fill="var(--color-text)" />
      <circle cx="80" cy="49" r="3" fill="var(--color-brand)" />
    </svg>
  );
}
