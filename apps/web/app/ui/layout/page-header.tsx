import type { ReactNode } from 'react';

/** The page headline row (80 px desktop, 56 px mobile — spec §9), with optional actions. */
export function PageHeader({
  title,
  actions,
  lead,
}: {
  title: ReactNode;
  actions?: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="page-header__row">
        <h1 className="page-header__title" tabIndex={-1}>
          {title}
        </h1>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
      {lead && <p className="page-header__lead">{lead}</p>}
    </header>
  );
}

/** The centred column every page's content sits in. */
export function PageContainer({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={narrow ? 'page-container page-container--narrow' : 'page-container'}>{children}</div>
  );
}
