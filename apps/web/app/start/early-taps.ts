// Taps before the page is interactive (issue 19): on a slow phone the server-rendered menu is on
// the screen seconds before React has hydrated it, and a tap on 'Добавить' would do nothing. A
// tiny inline script in the page's head takes taps on elements marked `data-early-tap` until
// hydration, marks them busy, and keeps them; once the page is interactive, replayEarlyTaps
// clicks them again, now with React listening.

/** The attribute that marks a control whose taps are kept until hydration. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/**
 * The inline script. It listens on window in the capture phase, before React's listeners on the
 * document, and stops the event there, so a tap is either kept here or handled by React, never
 * both. `data-hydrated` on <html> (startup.tsx) ends it.
 */
export const EARLY_TAPS_SCRIPT = `(function(){var k=window.__earlyTaps=[];window.addEventListener('click',function(e){if(document.documentElement.dataset.hydrated)return;var t=e.target&&e.target.closest&&e.target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(!t)return;e.preventDefault();e.stopPropagation();k.push(t.getAttribute('${EARLY_TAP_ATTRIBUTE}'));t.setAttribute('aria-busy','true')},true)})()`;

/**
 * Keeps a tap on a control that cannot act yet after hydration (a dish card the menu shows as the
 * document's markup until its record is loaded), as the inline script does before; the next
 * replayEarlyTaps clicks it.
 */
export function keepTap(control: Element): void {
  const kept = ((window as { __earlyTaps?: string[] }).__earlyTaps ??= []);
  const id = control.getAttribute(EARLY_TAP_ATTRIBUTE);
  if (id === null) return;
  kept.push(id);
  control.setAttribute('aria-busy', 'true');
}

/** Clicks, in order, what was tapped before hydration; call once the page is interactive. */
export function replayEarlyTaps(): void {
  const kept = (window as { __earlyTaps?: string[] }).__earlyTaps ?? [];
  for (const id of kept.splice(0)) {
    const target = document.querySelector<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}="${CSS.escape(id)}"]`);
    target?.removeAttribute('aria-busy');
    target?.click();
  }
}
