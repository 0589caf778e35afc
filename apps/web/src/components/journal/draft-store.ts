/**
 * The writer's draft, kept in this browser's localStorage as it is typed so a reload, a closed tab or a lost
 * connection loses no word. It is cleared when the entry is saved and on sign-out. Nothing here reaches the server.
 * An entry being edited has its own draft, under its id, kept the same way.
 */
const KEY = 'innerweather:draft';
const EDIT_PREFIX = 'innerweather:edit:';

export function readDraft(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && value.trim() ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(content: string): void {
  try {
    if (content.trim()) localStorage.setItem(KEY, content);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked (private mode): the draft simply is not kept.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
    for (const key of Object.keys(localStorage))
      if (key.startsWith(EDIT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The unsaved text of an entry being edited, when it differs from what is saved. */
export function readEditDraft(entryId: string, saved: string): string | null {
  try {
    const value = localStorage.getItem(EDIT_PREFIX + entryId);
    return value !== null && value !== saved ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the edited text as it is typed; text back to what is saved needs no draft. */
export function writeEditDraft(entryId: string, content: string, saved: string): void {
  try {
    if (content !== saved) localStorage.setItem(EDIT_PREFIX + entryId, content);
    else localStorage.removeItem(EDIT_PREFIX + entryId);
  } catch {
    // Storage full or blocked: the draft simply is not kept.
  }
}

export function clearEditDraft(entryId: string): void {
  try {
    localStorage.removeItem(EDIT_PREFIX + entryId);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
