import { notifications, notificationsStore } from '@mantine/notifications';

export interface ToastInput {
  title: string;
  message?: string;
}

/**
 * The spec allows one toast at a time, and the newest one matters: it replaces whatever is showing instead of
 * waiting in Mantine's queue behind it.
 */
function show(input: ToastInput, kind: 'success' | 'error' | 'info', id?: string) {
  notifications.clean();
  notifications.show({
    id,
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

const analysingId = (entryId: string) => `entry-analysing-${entryId}`;

/** "Saved — analysing…" for an entry whose analysis runs after the save; its arrival replaces it. */
export const showAnalysingToast = (entryId: string) =>
  show({ title: 'Entry saved', message: 'Saved — analysing…' }, 'success', analysingId(entryId));

/**
 * The entry's analysis ended: a "Saved — analysing…" toast still on screen would now be untrue, so the spec's
 * success message takes its place (or, when the analysis failed, it simply goes). Nothing shows when it has gone.
 */
export function replaceAnalysingToast(entryId: string, analysed: boolean) {
  const id = analysingId(entryId);
  if (!notificationsStore.getState().notifications.some((shown) => shown.id === id)) return;
  if (analysed)
    show({ title: 'Entry saved', message: 'Your journal entry has been analyzed and saved!' }, 'success');
  else notifications.hide(id);
}
