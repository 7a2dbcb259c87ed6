// Who is ordering (spec §4, §6): a guest prices the cart anonymously; a signed-in person through
// the personal calls, with a token the session refreshes first when it has expired.
import { useMemo } from 'react';
import { useSession, withAccessToken } from '../../session';
import type { Authorize } from './use-preflight';

export interface OrderSession {
  personId: number | null;
  authorize: Authorize | null;
}

export const useOrderSession = (): OrderSession => {
  const { signedIn, profile } = useSession();
  const personId = signedIn && profile ? profile.id : null;
  return useMemo(() => {
    if (personId === null) return { personId, authorize: null };
    const authorize: Authorize = (call) => withAccessToken((token) => call({ personId, token }));
    return { personId, authorize };
  }, [personId]);
};
