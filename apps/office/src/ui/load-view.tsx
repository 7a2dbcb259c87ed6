import type { ReactNode } from 'react';
import { errorText } from '../api/error-text';
import type { Loaded } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { Button } from './button';
import { Loading } from './loading';
import { Notice } from './notice';

/** What was loaded, or that it is loading, or why it failed with a way to try again. */
export function LoadView<T>({
  state,
  reload,
  children,
}: {
  state: Loaded<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  const i18n = useI18n();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed')
    return (
      <>
        <Notice tone="error">{errorText(state.error, i18n)}</Notice>
        <Button onClick={reload}>{i18n.t('office.retry')}</Button>
      </>
    );
  return <>{children(state.data)}</>;
}
