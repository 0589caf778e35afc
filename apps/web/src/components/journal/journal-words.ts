import type {
  TEmotion,
  TEntryCategory,
  TPriority,
  TPrivacyLevel,
  TProfessionalType,
  TRecommendationType,
  TUrgency,
} from '@innerweather/validators/journal';

/** Spec section 9: joy green, calm blue, anxiety yellow, sadness red, anger orange. */
export const EMOTION_COLOR: Record<TEmotion, 'green' | 'blue' | 'yellow' | 'red' | 'orange'> = {
  joy: 'green',
  calm: 'blue',
  anxiety: 'yellow',
  sadness: 'red',
  anger: 'orange',
};

export const EMOTION_LABEL: Record<TEmotion, string> = {
  joy: 'Joy',
  calm: 'Calm',
  anxiety: 'Anxiety',
  sadness: 'Sadness',
  anger: 'Anger',
};

export const CATEGORY_LABEL: Record<TEntryCategory, string> = {
  work: 'Work',
  family: 'Family',
  health: 'Health',
  personal: 'Personal',
  relationships: 'Relationships',
  goals: 'Goals',
};

export const PRIVACY_LABEL: Record<TPrivacyLevel, string> = {
  private: 'Private',
  shareable: 'Shareable with therapist',
};

export const PRIORITY_COLOR: Record<TPriority, string> = { low: 'gray', medium: 'yellow', high: 'red' };
export const PRIORITY_LABEL: Record<TPriority, string> = {
  low: 'Low priority',
  medium: 'Medium priority',
  high: 'High priority',
};

export const RECOMMENDATION_TYPE_LABEL: Record<TRecommendationType, string> = {
  activity: 'Activity',
  mindfulness: 'Mindfulness',
  social: 'Social',
  professional: 'Professional support',
  health: 'Health',
};

export const RECOMMENDATION_TYPE_COLOR: Record<TRecommendationType, string> = {
  activity: 'teal',
  mindfulness: 'dusk',
  social: 'pink',
  professional: 'grape',
  health: 'green',
};

export const URGENCY_LABEL: Record<TUrgency, string> = {
  low: 'Low urgency',
  medium: 'Medium urgency',
  high: 'High urgency',
  immediate: 'Immediate',
};

export const URGENCY_COLOR: Record<TUrgency, string> = {
  low: 'teal',
  medium: 'yellow',
  high: 'orange',
  immediate: 'red',
};

export const PROFESSIONAL_TYPE_LABEL: Record<TProfessionalType, string> = {
  wellness_coach: 'Wellness coach',
  mindfulness_guide: 'Mindfulness guide',
  life_coach: 'Life coach',
  crisis_support: 'Crisis support',
};

/**
 * A formatter made once, then kept: toLocaleDateString builds a new one on every call, which a page of entries or a
 * chart's ticks paid for again and again (measured on the dashboard with a CPU profile). Each costs a few
 * milliseconds to make, so none is made while the module loads (the dashboard's code starts in one task) nor while
 * a page first draws its entries (one more long task on a phone): `warm` makes it in a short task of its own soon
 * after, and a call before that makes it on the spot.
 */
export function dateFormatter(
  options: Intl.DateTimeFormatOptions,
  { warm = false } = {},
): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  const get = () => (made ??= new Intl.DateTimeFormat(undefined, options));
  if (warm) setTimeout(get, 0);
  return get;
}

// The dashboard's recent entries show this year's dates.
const SHORT_DAY = dateFormatter({ weekday: 'short', month: 'short', day: 'numeric' }, { warm: true });
const SHORT_DAY_WITH_YEAR = dateFormatter({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const TIME = dateFormatter({ hour: 'numeric', minute: '2-digit' });

/** "Tue, Jul 22" in the reader's locale; the year only when it is not this year. */
export function entryDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? SHORT_DAY : SHORT_DAY_WITH_YEAR)().format(date);
}

export function entryTime(iso: string): string {
  return TIME().format(new Date(iso));
}

/** The dashboard's preview: the first 120 characters, cut at a word when one ends close by. */
export function entryPreview(content: string, length = 120): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length - 20 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function percent(score: number): string {
  return `${Math.round(score * 100)}%`;
}
