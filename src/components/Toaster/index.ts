export {
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  Toaster,
  type ToastMessage,
  type ToasterProps,
} from './Toaster';
