import { useEffect, useState } from 'react';
import { managedHtmlText } from '../../components/managed-html.tsx';

type TContentItem = { section: string; key: string; value: string; valueType?: string };

/** A managed value as the landing page shows it: plain text, or (sanitised) HTML rendered with its formatting. */
export interface ManagedValue {
  value: string;
  isHtml: boolean;
}

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

function hasText(item: TContentItem): boolean {
  return (item.valueType === 'html' ? managedHtmlText(item.value) : item.value).trim() !== '';
}

/**
 * One managed-content value from the public GET /api/content, or null while it loads and whenever the call fails
 * or the item is missing or empty: the caller shows its built-in text, and a visitor never sees an error for an
 * optional text.
 */
export function useManagedContent(section: string, key: string): ManagedValue | null {
  const [value, setValue] = useState<ManagedValue | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/content', { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => {
        if (!isContentList(body)) return;
        const item = body.find((entry) => entry.section === section && entry.key === key);
        if (item && hasText(item)) setValue({ value: item.value.trim(), isHtml: item.valueType === 'html' });
      })
      .catch(() => {
        // Offline, 404 before the content API lands, or aborted on unmount: keep the built-in text.
      });
    return () => controller.abort();
  }, [section, key]);

  return value;
}
