import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { readDraft, writeDraft } from './draft-store.ts';

/**
 * The writer's draft while the server cannot be reached (offline, or the server is down): it is kept in this
 * browser, so it can be read and written on here, and the writer offers it back once the server answers again.
 */
export function OfflineDraft() {
  const [draft, setDraft] = useState(() => readDraft() ?? '');
  return (
    <Textarea
      w="100%"
      label="Your draft"
      description="Kept on this device. Keep writing: it is offered in the writer when you are back online."
      autosize
      minRows={4}
      maxRows={12}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        writeDraft(event.currentTarget.value);
      }}
    />
  );
}
