import { crisisGuidance } from '@innerweather/ai/crisis/crisis-guidance';
import type { TCrisisKind, TCrisisTier } from '@innerweather/ai/crisis/crisis-kinds';
import { formatCrisisLine } from '@innerweather/validators/crisis-line-format';
import type { TCrisisLine } from '@innerweather/validators/support';
import type { TGuidanceItem } from '@innerweather/validators/journal';

/** Domestic-abuse lines named when someone else is the danger (ABUSE_LINES overrides them). */
export const DEFAULT_ABUSE_LINES: readonly TCrisisLine[] = [
  {
    name: 'National Domestic Violence Hotline',
    region: 'US',
    contact: 'call 1-800-799-7233 or text START to 88788',
  },
  { name: 'National Domestic Abuse Helpline', region: 'UK', contact: 'call 0808 2000 247' },
  { name: 'Find a helpline', region: 'International', contact: 'findahelpline.com' },
];

const EMERGENCY =
  'If you are in immediate danger, call your local emergency number (for example 911, 999 or 112).';

/** "You can talk to someone now: a; b." — the form the web app reads the lines from. */
const talkTo = (lines: readonly TCrisisLine[]) =>
  lines.length > 0 ? ` You can talk to someone now: ${lines.map(formatCrisisLine).join('; ')}.` : '';

/**
 * Guidance that fits what fired: danger from another person gets safety planning and domestic-abuse lines,
 * self-harm gets self-harm support (with the abuse lines too when the screen also saw danger); thoughts of suicide (alone or with either) keep the suicide crisis text.
 */
export function guidanceForKinds(
  lines: readonly TCrisisLine[],
  abuseLines: readonly TCrisisLine[],
  kinds: readonly TCrisisKind[],
  tier: TCrisisTier,
): TGuidanceItem {
  const suicidal = kinds.includes('suicidal_ideation') || kinds.includes('intent_to_die');
  const urgency = tier === 'crisis' ? 'immediate' : 'high';
  const danger = kinds.includes('danger_from_other');
  if (!suicidal && danger && !kinds.includes('self_harm')) {
    return {
      concern: 'What you wrote suggests someone may be hurting, threatening or frightening you.',
      recommendation:
        `${EMERGENCY} It is not your fault, and you deserve to be safe. A safety plan can help: a place you could go, ` +
        'someone you trust who knows what is happening, a bag with your phone, keys and documents, and a word ' +
        `that tells a friend to call for help.${talkTo(abuseLines)} A helpline can help you plan in confidence.`,
      reasoning:
        'Our automatic safety check found wording about danger from another person. It can be wrong, but your safety matters more than the chance of a false alarm.',
      urgency,
      professionalType: 'crisis_support',
    };
  }
  if (!suicidal && kinds.includes('self_harm')) {
    return {
      concern: 'What you wrote suggests you may be hurting yourself.',
      recommendation:
        `${EMERGENCY} If you have hurt yourself, please look after the injury and get medical help if it is deep ` +
        'or will not stop bleeding. The urge to self-harm can pass: holding ice, a cold shower or talking to ' +
        `someone can help you through it.${danger ? ' If someone is hurting you, it is not your fault.' : ''}` +
        `${talkTo(danger ? [...lines, ...abuseLines.filter((l) => !lines.some((c) => c.contact === l.contact))] : lines)}` +
        ' You deserve care, not blame.',
      reasoning:
        'Our automatic safety check found wording about self-harm. It can be wrong, but your safety matters more than the chance of a false alarm.',
      urgency,
      professionalType: 'crisis_support',
    };
  }
  return crisisGuidance(lines, kinds, tier);
}
