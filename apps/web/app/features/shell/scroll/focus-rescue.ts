// A focused control that leaves the page (a chosen city's list, the accepted cookie banner, a
// cleared cart's lines) hands the focus to the nearest control that stayed, or to the page's
// headline; never to <body>, where the keyboard starts over at the top (issue 34). Part of the first
// load (a few hundred bytes): a chunk of its own, loaded with the first focus, was a first visit's
// 9th script, since the start dialog takes the focus at once (issue 17's budget is 8).
import { focusableIn } from '../../../ui/dialog/focus-trap';

/** Starts the watch (once per page): the focused control's ancestors are kept as it takes the focus. */
export function watchFocusLoss(): () => void {
  // The focused control and its ancestors: once it is removed, its path up is no longer readable.
  let path: Element[] = [];
  const track = (from: EventTarget | null) => {
    path = [];
    for (let node = from as Element | null; node; node = node.parentElement) path.push(node);
  };
  const onFocus = (event: FocusEvent) => track(event.target);
  // A control may hold the focus already (a dialog opened during hydration).
  track(document.activeElement);
  // Removing the focused element fires no event: its removal is seen among the page's changes.
  const observer = new MutationObserver(() => {
    if (document.activeElement !== document.body || path[0]?.isConnected !== false) return;
    // The control's closest ancestor still on the page holds the next one (its dialog at worst).
    const kept = path.filter((node) => node.isConnected && node !== document.body);
    path = [];
    for (const holder of kept) {
      const next = focusableIn(holder as HTMLElement)[0];
      // Without scrolling: a closed layer (a dish, a promotion) leaves the page where it was.
      if (next) return next.focus({ preventScroll: true });
    }
    document.querySelector<HTMLElement>('#content h1')?.focus({ preventScroll: true });
  });
  document.addEventListener('focusin', onFocus);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('focusin', onFocus);
    observer.disconnect();
  };
}
