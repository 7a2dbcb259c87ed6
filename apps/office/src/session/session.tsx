// Who is signed in: asked of the API once at start (the session is an httpOnly cookie the page
// cannot read), then kept here. A call that answers staff.unauthenticated (the session expired or
// an owner revoked it) signs the page out through `expire`.
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Staff } from '@nori/contract';
import { api } from '../api/client';
import { errorCode } from '../api/error-text';

export type SessionState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'signed-out' }
  | { status: 'signed-in'; staff: Staff };

export interface Session {
  state: SessionState;
  signedIn: (staff: Staff) => void;
  signOut: () => Promise<void>;
  /** The API said the session is gone. */
  expire: () => void;
  /** Reacts to a refusal that concerns the session: gone (signed out) or gated (read it again). */
  refused: (code: string | undefined) => void;
  reload: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.getStaffMe().then(
      ({ staff }) => current && setState({ status: 'signed-in', staff }),
      (error: unknown) => {
        if (!current) return;
        const signedOut = errorCode(error) === 'staff.unauthenticated';
        setState(signedOut ? { status: 'signed-out' } : { status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const signOut = useCallback(async () => {
    await api.signOutStaff().catch(() => undefined); // signed out here whatever the server said
    setState({ status: 'signed-out' });
  }, []);

  const expire = useCallback(() => setState({ status: 'signed-out' }), []);
  const refused = useCallback((code: string | undefined) => {
    if (code === 'staff.unauthenticated') setState({ status: 'signed-out' });
    // A one-time password or a second factor the owner now requires: the gate screens show.
    if (code === 'staff.password-change-required' || code === 'staff.totp-setup-required') {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    }
  }, []);

  const value = useMemo<Session>(
    () => ({
      state,
      signedIn: (staff) => setState({ status: 'signed-in', staff }),
      signOut,
      expire,
      refused,
      reload: () => {
        setState({ status: 'loading' });
        setAttempt((count) => count + 1);
      },
    }),
    [state, signOut, expire, refused],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export const useSession = (): Session => {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
};

/** The signed-in staff member; only screens behind the sign-in use it. */
export const useStaff = (): Staff => {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useStaff while not signed in');
  return state.staff;
};
