// Design-system primitives. Features and routes use them; they use nothing above them.
export { Button, ButtonLink, IconButton, type ButtonVariant } from './button/button';
export { AdaptiveDialog, type AdaptiveDialogProps, type DialogSize } from './dialog/adaptive-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';
export { TextField } from './field/text-field';
export { Spinner } from './feedback/spinner';
export { ProgressBar } from './feedback/progress-bar';
export { ProgressOverlay } from './feedback/progress-overlay';
export { FallbackImage } from './image/fallback-image';
export { EmptyState } from './layout/empty-state';
export { PageHeader, PageContainer } from './layout/page-header';
export * from './icons';
