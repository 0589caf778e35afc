/** What a crisis is about, always of the person writing. */
export const CRISIS_KINDS = ['suicidal_ideation', 'intent_to_die', 'self_harm', 'danger_from_other'] as const;
export type TCrisisKind = (typeof CRISIS_KINDS)[number];

/**
 * Two tiers, recall first: "crisis" is clear risk (the Immediate Support alert, urgency immediate); "distress" is
 * possible risk (a gentle card with the crisis lines, urgency high). Both are crisis_support guidance.
 */
export const CRISIS_TIERS = ['crisis', 'distress'] as const;
export type TCrisisTier = (typeof CRISIS_TIERS)[number];
