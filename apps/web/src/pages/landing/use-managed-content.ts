import { useEffect, useState } from 'react';

type TContentItem = { section: string; key: string; value: string; valueType?: string };

function isContentList(body: unknown): body is TContentItem[] {
  return (
    Array.isArray(body) &&
    body.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as TContentItem).section === 'string' &&
        typeof (item as TContentItem).key === 'string' &&
        typeof (item as TContentItem).value === 'string',
    )
  );
}

function asPlainText(item: TContentItem): string {
  if (item.valueType !== 'html') return item.value;
  // Public pages show managed HTML as text: an admin's markup never runs here.
  return new DOMParser().parseFromString(item.value, 'text/html').body.textContent ?? '';
}

/**
 * One managed-content value from the public GET /api/content, or `fallback` while it loads and whenever
 * the call fails or the item is missing: a visitor never sees an error for an optional text.
 */
export function useManagedContent(section: string, key: string, fallback: string): string {
  const [value, setValue] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/content', { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => {
        if (!isContentList(body)) return;
        const item = body.find((entry) => entry.section === section && entry.key === key);
        const text = item ? asPlainText(item).trim() : '';
        if (text) setValue(text);
      })
      .catch(() => {
        // Offline, 404 before the content API lands, or aborted on unmount: keep the built-in text.
      });
    return () => controller.abort();
  }, [section, key]);

  return value ?? fallback;
}
