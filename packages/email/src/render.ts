/**
 * The e-mail template module: a message is typed content (blocks), rendered once to HTML and once to plain text by
 * the same walk, so both parts always say the same thing. Every piece of text passes through `escapeHtml`; no
 * template writes markup of its own.
 */

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** The message's one call to action. */
  | { kind: 'button'; label: string; url: string }
  /** Figures in a two-column table: "Entries this week" — "4". */
  | { kind: 'figures'; rows: ReadonlyArray<{ label: string; value: string }> }
  | { kind: 'links'; links: ReadonlyArray<{ label: string; url: string }> }
  | { kind: 'small'; text: string };

export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject in the inbox; hidden in the message itself. */
  preheader: string;
  blocks: readonly Block[];
  /** Why this person gets this message, and the one-click way to stop it (notifications only). */
  unsubscribe?: { reason: string; url: string; label: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const INK = '#1f2340';
const MUTED = '#6b7094';
const DUSK = '#4c5bd4';
const PAPER = '#fbf9f6';
const BORDER = '#e1e3f0';
const FONT =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Markup that has already been escaped (the output of `html`). */
class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | readonly SafeHtml[];

/** A tagged template: interpolated strings and numbers are escaped, nested `html` fragments are kept. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (value instanceof SafeHtml) out += value.value;
    else if (Array.isArray(value)) out += (value as readonly SafeHtml[]).map((v) => v.value).join('');
    else out += escapeHtml(String(value));
    out += strings[i + 1] ?? '';
  });
  return new SafeHtml(out);
}

function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`not a web link: ${url}`);
  return parsed.toString();
}

function blockHtml(block: Block): SafeHtml {
  switch (block.kind) {
    case 'heading':
      return html`<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:650;color:${INK}">
        ${block.text}
      </h1>`;
    case 'paragraph':
      return html`<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK}">${block.text}</p>`;
    case 'button':
      return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px">
        <tr>
          <td style="border-radius:999px;background:${DUSK}">
            <a
              href="${safeUrl(block.url)}"
              style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:999px"
              >${block.label}</a
            >
          </td>
        </tr>
      </table>`;
    case 'figures':
      return html`<table
        role="presentation"
        cellpadding="0"
        cellspacing="0"
        width="100%"
        style="margin:0 0 24px;border-collapse:collapse"
      >
        ${block.rows.map(
          (row) =>
            html`<tr>
              <td style="padding:10px 0;border-bottom:1px solid ${BORDER};font-size:15px;color:${MUTED}">
                ${row.label}
              </td>
              <td
                align="right"
                style="padding:10px 0;border-bottom:1px solid ${BORDER};font-size:15px;font-weight:600;color:${INK}"
              >
                ${row.value}
              </td>
            </tr>`,
        )}
      </table>`;
    case 'links':
      return html`<p style="margin:0 0 16px;font-size:15px;line-height:1.6">
        ${block.links.map(
          (link, i) =>
            html`${i > 0 ? html` &middot; ` : html``}<a href="${safeUrl(link.url)}" style="color:${DUSK}"
                >${link.label}</a
              >`,
        )}
      </p>`;
    case 'small':
      return html`<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${MUTED}">${block.text}</p>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
    case 'small':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'figures':
      return block.rows.map((row) => `- ${row.label}: ${row.value}`).join('\n');
    case 'links':
      return block.links.map((link) => `${link.label}: ${link.url}`).join('\n');
  }
}

/** HTML (a single centred card on warm paper, as the app looks in light mode) and plain text of one message. */
export function renderMail(content: MailContent): RenderedMail {
  const footer = content.unsubscribe
    ? html`<p style="margin:0;font-size:12px;line-height:1.5;color:${MUTED}">
        ${content.unsubscribe.reason}
        <a href="${safeUrl(content.unsubscribe.url)}" style="color:${MUTED}">${content.unsubscribe.label}</a>
      </p>`
    : html``;
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${content.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:${PAPER}">
        <div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${PAPER}">
          ${content.preheader}
        </div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:${PAPER};font-family:${FONT}"
        >
          <tr>
            <td align="center" style="padding:32px 16px">
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
                <tr>
                  <td style="padding:0 8px 16px;font-size:18px;font-weight:650;color:${DUSK}">
                    Innerweather
                  </td>
                </tr>
                <tr>
                  <td style="background:#ffffff;border:1px solid ${BORDER};border-radius:16px;padding:32px">
                    ${content.blocks.map(blockHtml)}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 8px">${footer}</td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  const text = [
    ...content.blocks.map(blockText),
    ...(content.unsubscribe
      ? ['--', `${content.unsubscribe.reason} ${content.unsubscribe.label}: ${content.unsubscribe.url}`]
      : []),
  ].join('\n\n');
  return { subject: content.subject, html: body.value, text: `${text}\n` };
}
