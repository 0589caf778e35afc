import type { TGuidance } from '@innerweather/validators/journal';

/** Spec section 3: items lacking id, concern or recommendation are not displayed. */
export function displayableGuidance(items: readonly TGuidance[] | undefined): TGuidance[] {
  return (items ?? []).filter((item) => item.id && item.concern.trim() && item.recommendation.trim());
}

/**
 * The crisis lines named in an immediate recommendation ("... You can talk to someone now: 988 Suicide & Crisis
 * Lifeline (US): call or text 988; Samaritans (UK & ROI): call 116 123. ..."), so the alert can list them.
 */
export function crisisLines(recommendation: string): string[] {
  const named = /You can talk to someone now: (.+?)\.(?:\s|$)/.exec(recommendation)?.[1];
  return named
    ? named
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

interface CrisisLink {
  label: string;
  href: string;
}

/**
 * What one crisis line offers to tap: "988 Suicide & Crisis Lifeline (US): call or text 988" gives a tel: and an
 * sms: link, "Samaritans (UK & ROI): call 116 123" a tel: link, "Find a helpline (International): findahelpline.com"
 * an https: link. A line whose contact reads otherwise gives none (it is still shown as text).
 */
export function crisisLineLinks(line: string): CrisisLink[] {
  const contact = line.slice(line.lastIndexOf(':') + 1).trim();
  const links: CrisisLink[] = [];
  const number = /(\+?\d[\d\s-]*\d|\d)/.exec(contact)?.[1];
  if (number && /\b(call|phone|dial)\b/i.test(contact)) {
    links.push({ label: `Call ${number}`, href: `tel:${number.replace(/[\s-]/g, '')}` });
  }
  if (number && /\b(text|sms)\b/i.test(contact)) {
    links.push({ label: `Text ${number}`, href: `sms:${number.replace(/[\s-]/g, '')}` });
  }
  const site = /\b((?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?)/i.exec(contact)?.[1];
  if (site && !/^\+?\d/.test(site)) {
    links.push({
      label: site.replace(/^https?:\/\//, ''),
      href: site.startsWith('http') ? site : `https://${site}`,
    });
  }
  return links;
}
