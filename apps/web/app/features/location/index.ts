export { LocationDialog, type LocationDialogProps } from './location-dialog';
