/**
 * The writer's draft, kept in this browser's localStorage as it is typed so a reload, a closed tab or a lost
 * connection loses no word. It is cleared when the entry is saved and on sign-out. Nothing here reaches the server.
 */
const KEY = 'innerweather:draft';

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
  } catch {
    // Nothing kept, nothing to clear.
  }
}
