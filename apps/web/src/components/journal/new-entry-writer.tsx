import { lazy, Suspense, useState } from 'react';

const loadDialog = () => import('./new-entry-dialog.tsx');
const NewEntryDialog = lazy(async () => ({ default: (await loadDialog()).NewEntryDialog }));

/** Starts the writer's download before it is opened (the pointer on its button, or the button focused). */
export const preloadNewEntryDialog = () => void loadDialog();

/**
 * The New Journal Entry dialog, downloaded when it is first opened (or preloaded): its form, validators and mood
 * picker are no part of a page's first screen. Once opened it stays mounted, as the dialog itself always did, so
 * closing and opening it again keeps what it holds.
 */
export function NewEntryWriter({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    // Its own boundary: while the dialog downloads, the page stays as it is.
    <Suspense fallback={null}>
      <NewEntryDialog opened={opened} onClose={onClose} />
    </Suspense>
  );
}
