import type { ReactNode } from 'react';

/** A message in the flow of the page; errors are announced at once (role=alert). */
export function Notice({ tone, children }: { tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
