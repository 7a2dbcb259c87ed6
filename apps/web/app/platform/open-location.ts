// A page asks the app shell to open the location dialog (the menu switch, when delivery needs an
// address first). An event rather than a context: the shell owns the dialog, pages only ask.
export const OPEN_LOCATION_EVENT = 'nori:open-location';

export const requestLocationDialog = (): void => {
  window.dispatchEvent(new Event(OPEN_LOCATION_EVENT));
};
