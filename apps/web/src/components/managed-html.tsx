import { MANAGED_HTML_TAGS } from '@innerweather/validators/managed-html';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/** The tags the server's sanitiser keeps (packages/core/src/content/html-sanitizer.ts). */
const ALLOWED_TAGS = new Set<string>(MANAGED_HTML_TAGS);
/** Elements whose content is not reading text: dropped whole, as the sanitiser drops them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'textarea',
  'svg',
]);
/** Web, mail and same-site links; a `javascript:` or `data:` link stays plain text. */
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/))/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  if (tag === 'br') return <br key={key} />;
  const children = Array.from(element.childNodes, toReact);
  const href = element.getAttribute('href')?.trim() ?? '';
  if (!ALLOWED_TAGS.has(tag) || (tag === 'a' && !SAFE_HREF.test(href))) {
    return <Fragment key={key}>{children}</Fragment>;
  }
  if (tag === 'a') {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  // No attribute is copied: no handler, style or class of the stored markup reaches the page.
  return createElement(tag, { key }, ...children);
}

/**
 * Managed content of type html, shown with its formatting. The server sanitised it before storing it; this builds
 * React elements from the same short list of tags (never innerHTML), so even a value stored before sanitising
 * existed cannot run a script or a handler here.
 */
export function ManagedHtml({ html }: { html: string }) {
  const nodes = useMemo(() => Array.from(inertNodes(html), toReact), [html]);
  return <>{nodes}</>;
}

/** The text a reader would see in managed HTML: empty markup counts as no value. */
export function managedHtmlText(html: string): string {
  return Array.from(inertNodes(html), (node) => node.textContent ?? '').join('');
}

/** The markup parsed into a template's content: an inert fragment, where no script runs. */
function inertNodes(html: string): NodeListOf<ChildNode> {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.childNodes;
}
