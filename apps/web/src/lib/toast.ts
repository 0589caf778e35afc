import { notifications } from '@mantine/notifications';

export interface ToastInput {
  title: string;
  message?: string;
}

/**
 * The spec allows one toast at a time, and the newest one matters: it replaces whatever is showing instead of
 * waiting in Mantine's queue behind it.
 */
function show(input: ToastInput, kind: 'success' | 'error' | 'info') {
  notifications.clean();
  notifications.show({
    title: input.title,
    message: input.message ?? '',
    color: kind === 'error' ? 'red' : kind === 'success' ? 'teal' : 'dusk',
    withBorder: true,
    autoClose: kind === 'error' ? 6000 : 4000,
    // Screen readers announce errors at once and other toasts politely.
    role: kind === 'error' ? 'alert' : 'status',
    'data-toast-kind': kind,
  });
}

export const toast = {
  success: (input: ToastInput) => show(input, 'success'),
  /** The spec's "destructive" toast. */
  error: (input: ToastInput) => show(input, 'error'),
  info: (input: ToastInput) => show(input, 'info'),
};
