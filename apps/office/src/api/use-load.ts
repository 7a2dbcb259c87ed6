// Loads what a screen shows, again when its inputs change or `reload` is called; a session that
// ended on the server signs the page out.
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../session/session';
import { errorCode } from './error-text';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

export const useLoad = <T>(load: () => Promise<T>, inputs: readonly unknown[]) => {
  const { refused } = useSession();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        refused(errorCode(error));
        setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
    // The caller names what the load depends on, as with useEffect, and the lint checks it at each
    // call (additionalHooks in eslint.config.js); `refused` is the session's one callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...inputs, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  /** Replaces what was loaded with what a write answered, without asking again. */
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) =>
      previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous,
    );
  }, []);
  return { state, reload, update };
};
