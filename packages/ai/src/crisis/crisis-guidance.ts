import type { TGuidanceItem } from '@innerweather/validators/journal';
import { formatCrisisLine } from '@innerweather/validators/crisis-line-format';
import type { TCrisisLine } from '@innerweather/validators/support';

import { CRISIS_KINDS, type TCrisisKind, type TCrisisTier } from './crisis-kinds.ts';
import { screenForCrisis } from './crisis-screen.ts';

/**
 * The guidance the crisis screen's result stores (written in advance, never generated, never quoting the entry),
 * and the crisis lines it names.
 */

export const DEFAULT_CRISIS_LINES: readonly TCrisisLine[] = [
  { name: '988 Suicide & Crisis Lifeline', region: 'US', contact: 'call or text 988' },
  { name: 'Samaritans', region: 'UK & ROI', contact: 'call 116 123' },
  { name: 'Find a helpline', region: 'International', contact: 'findahelpline.com' },
];

const CONCERNS: Record<TCrisisKind, string> = {
  intent_to_die: 'This entry suggests you may be planning to end your life.',
  suicidal_ideation: 'This entry suggests you may be having thoughts of ending your life.',
  self_harm: 'This entry suggests you may be hurting yourself.',
  danger_from_other: 'This entry suggests someone may be hurting or threatening you.',
};

const RECOMMENDATION_LIMIT = 1000;

function namedLines(lines: readonly TCrisisLine[], before: string, after: string): string {
  const named: string[] = [];
  for (const line of lines) {
    const candidate = [...named, formatCrisisLine(line)];
    if (`${before}${candidate.join('; ')}${after}`.length > RECOMMENDATION_LIMIT) break;
    named.push(formatCrisisLine(line));
  }
  return named.length > 0 ? `${before}${named.join('; ')}${after}` : '';
}

/**
 * The guidance item stored when the screen fires, written in advance (never generated, never quoting the entry).
 * Tier crisis: urgency immediate, the configured crisis lines and local emergency services. Tier distress: urgency
 * high, a gentle card that still names the crisis lines.
 */
export function crisisGuidance(
  lines: readonly TCrisisLine[] = DEFAULT_CRISIS_LINES,
  kinds: readonly TCrisisKind[] = [],
  tier: TCrisisTier = 'crisis',
): TGuidanceItem {
  if (tier === 'distress') {
    const opening =
      'Writing about hard things takes courage. If you are having thoughts of harming yourself, or someone is hurting you, you deserve support, and you can talk to someone today.';
    const closing = ' Reaching out early is a good thing to do, not a bother to anyone.';
    const named = namedLines(lines, ' Confidential help is there any time: ', '.');
    return {
      concern: 'Some of what you wrote sounds heavy, and we want to be sure you have support.',
      recommendation: `${opening}${named}${closing}`,
      reasoning:
        'Our automatic safety check noticed wording that sometimes goes with distress. It may be nothing, but we would rather mention where help is than stay silent.',
      urgency: 'high',
      professionalType: 'crisis_support',
    };
  }
  const ordered = CRISIS_KINDS.filter((kind) => kinds.includes(kind));
  const concern =
    ordered.length > 0
      ? ordered.map((kind) => CONCERNS[kind]).join(' ')
      : 'This entry suggests you may be in crisis or at risk of harm.';

  const opening =
    'Please reach out for support right now. If you are in immediate danger, call your local emergency number (for example 911, 999 or 112) or go to the nearest emergency department.';
  const otherPerson = ordered.includes('danger_from_other')
    ? ' If someone is hurting you, get to a safe place if you can, and tell someone you trust.'
    : '';
  const closing = " You don't have to face this alone.";
  const start = `${opening}${otherPerson}`;
  const named = namedLines(lines, `${start} You can talk to someone now: `, `.${closing}`);

  return {
    concern,
    recommendation: named || `${start}${closing}`,
    reasoning:
      'Our automatic safety check found wording in this entry that can signal a risk to your safety. It can be wrong, but your safety matters more than the chance of a false alarm.',
    urgency: 'immediate',
    professionalType: 'crisis_support',
  };
}

/** Screen and build guidance in one step: the guidance to store for this entry, or null when the screen is quiet. */
export function buildCrisisGuidance(
  text: string,
  lines: readonly TCrisisLine[] = DEFAULT_CRISIS_LINES,
): TGuidanceItem | null {
  const { tier, kinds } = screenForCrisis(text);
  return tier ? crisisGuidance(lines, kinds, tier) : null;
}
