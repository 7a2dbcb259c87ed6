// Runs a call the staff member asked for: busy while it runs, its failure as text in their
// language, and a session that ended on the server signs the page out.
import { useCallback, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { useSession } from '../session/session';
import { errorCode, errorText } from './error-text';

export interface Action<Args extends unknown[], Result> {
  run: (...args: Args) => Promise<Result | undefined>;
  busy: boolean;
  error: string | null;
  /** The failure's error code, for screens that react to one (staff.totp-required). */
  code: string | undefined;
  reset: () => void;
}

export const useAction = <Args extends unknown[], Result>(
  perform: (...args: Args) => Promise<Result>,
): Action<Args, Result> => {
  const i18n = useI18n();
  const { refused } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const run = useCallback(
    async (...args: Args) => {
      setBusy(true);
      setFailure(null);
      try {
        return await perform(...args);
      } catch (error) {
        refused(errorCode(error));
        setFailure(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [perform, refused],
  );

  return {
    run,
    busy,
    error: failure === null ? null : errorText(failure, i18n),
    code: failure === null ? undefined : errorCode(failure),
    reset: () => setFailure(null),
  };
};
