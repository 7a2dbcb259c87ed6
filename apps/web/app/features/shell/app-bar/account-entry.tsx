// The signed-in person (name, else phone) with their orders and sign-out, or 'Войти' leading to /auth and back
// here afterwards. Renders nothing until the browser's storage is known, so no wrong state flashes.
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n';
import { authPathReturningTo, displayName, safeNextPath, signOut, useSession } from '../../../session';
import { UserIcon } from '../../../ui';

export function AccountEntry({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session.known) return <span className="account-entry account-entry--pending" aria-hidden="true" />;
  if (session.signedIn && session.profile) {
    const name = displayName(session.profile);
    return (
      <div className="account-entry">
        <span className="account-entry__person" title={name}>
          <UserIcon />
          <span className="account-entry__name">{name}</span>
        </span>
        <Link to="/orders" className="account-entry__action" onClick={onNavigate}>
          {t('auth.myOrders')}
        </Link>
        <button type="button" className="account-entry__action" onClick={() => void signOut()}>
          {t('auth.signOut')}
        </button>
      </div>
    );
  }
  return (
    <Link
      to={authPathReturningTo(`${pathname}${search}`)}
      state={{ from: safeNextPath(`${pathname}${search}`) }}
      className="account-entry__sign-in"
      onClick={onNavigate}
    >
      <UserIcon />
      {t('auth.signIn')}
    </Link>
  );
}
