import type { TEmotion, TPriority, TRecommendation } from '@innerweather/validators/journal';
import { entriesCount } from '@innerweather/validators/plural';
import { combine, type EmotionPattern, type EmotionPatternReader, mostFrequent } from './emotion-pattern.ts';

export type { EmotionPattern, PeriodPattern } from './emotion-pattern.ts';

export interface RecommendationsServiceDeps {
  /** The one reader of the last weeks' emotions (journal_days, the user's local days). */
  emotionPattern: EmotionPatternReader;
}

const MIN_ITEMS = 3;
const MAX_ITEMS = 5;
/** An average at or above this share of an emotion is worth a targeted suggestion. */
const NOTABLE = 0.3;
const STRONG = 0.5;
/** A change of the average of joy and calm between the two weeks this large (0..1) is called a trend. */
const TREND = 0.15;

const percent = (x: number) => `${Math.round(x * 100)}%`;
/** "2 of your 5 entries", "all 3 of your entries", "your one entry": part of the entries, in plain English. */
function partOf(count: number, total: number) {
  if (total === 1) return 'your one entry';
  if (count === total) return total === 2 ? 'both of your entries' : `all ${total} of your entries`;
  return `${count} of your ${total} entries`;
}

const GENERAL: Record<
  'mindfulness' | 'health' | 'social' | 'activity',
  Omit<TRecommendation, 'reasoning'>
> = {
  mindfulness: {
    type: 'mindfulness',
    title: 'Take a mindful pause each day',
    description:
      'Set aside five quiet minutes to notice your breath, your body and your surroundings without judging them.',
    priority: 'low',
  },
  health: {
    type: 'health',
    title: 'Protect your sleep',
    description:
      'Aim for a regular bedtime and a screen-free half hour before it; rest makes emotions easier to handle.',
    priority: 'low',
  },
  social: {
    type: 'social',
    title: 'Make time for people you enjoy',
    description: 'Plan a call, a walk or a meal with someone who leaves you feeling better.',
    priority: 'low',
  },
  activity: {
    type: 'activity',
    title: 'Keep journaling regularly',
    description:
      'A few lines most days is enough: regular entries make your emotional patterns much clearer.',
    priority: 'low',
  },
};

/**
 * Three to five recommendations from the pattern, each saying why in plain words. Deterministic: the same pattern
 * always gives the same list, most urgent first.
 */
export function recommendFromPattern(pattern: EmotionPattern): TRecommendation[] {
  const { recent, earlier, crisisFlagged } = pattern;
  const twoWeeks = combine(recent, earlier);
  const items: TRecommendation[] = [];
  const add = (item: TRecommendation) => {
    // One item per type keeps the list varied.
    if (!items.some((i) => i.type === item.type)) items.push(item);
  };

  const distressed = recent.dominantCounts.sadness + recent.dominantCounts.anxiety;
  if (crisisFlagged) {
    add({
      type: 'professional',
      title: 'Reach out for support now',
      description:
        'Talk with a counsellor, your doctor or a crisis line soon. If you feel unsafe, contact your local emergency services right away.',
      priority: 'high',
      reasoning:
        'One of your entries from the last two weeks suggested you may be going through something very hard, so talking with someone trained to help comes first.',
    });
  } else if (distressed >= 2 && distressed * 2 > recent.entries) {
    add({
      type: 'professional',
      title: 'Consider talking with a therapist',
      description:
        'A therapist or counsellor can help you understand these feelings and find ways through them. Your doctor can point you to one.',
      priority: 'high',
      reasoning: `${partOf(distressed, recent.entries)} in the past 7 days were mostly sad or anxious. When low or worried feelings last a week, professional support can make a real difference.`,
    });
  }

  if (twoWeeks.entries === 0) {
    const reasoning =
      'There are no analysed entries from the last two weeks yet, so these are general suggestions; they will follow your own pattern as you write.';
    add({
      ...GENERAL.activity,
      title: 'Write your first entries',
      description:
        'Write a few lines about your day and how it felt. Each entry is analysed for five emotions.',
      priority: 'medium',
      reasoning,
    });
    add({ ...GENERAL.mindfulness, reasoning });
    add({ ...GENERAL.health, reasoning });
    return finish(items);
  }

  const top = mostFrequent(twoWeeks);
  const total = twoWeeks.entries;
  const over =
    total === 1 ? 'your one entry of the last two weeks' : `your ${total} entries of the last two weeks`;
  const pattern14 = (e: TEmotion, name: string) => {
    const count = twoWeeks.dominantCounts[e];
    const main =
      count === 0
        ? ''
        : total === 1
          ? ' and was its main emotion'
          : count === total
            ? ' and was the main emotion in all of them'
            : ` and was the main emotion in ${count} of them`;
    return `${name} ${total === 1 ? 'read' : 'averaged'} ${percent(twoWeeks.averages[e])} ${total === 1 ? 'in' : 'across'} ${over}${main}.`;
  };
  const level = (x: number): TPriority => (x >= STRONG ? 'high' : 'medium');

  if (twoWeeks.averages.anxiety >= NOTABLE || top === 'anxiety') {
    add({
      type: 'mindfulness',
      title: 'Try a slow-breathing break when worry builds',
      description: 'Breathe in for 4 counts, hold for 4 and breathe out for 6; repeat for two minutes.',
      priority: level(twoWeeks.averages.anxiety),
      reasoning: `${pattern14('anxiety', 'Anxiety')} Slow breathing eases the body's stress response.`,
    });
  }
  if (twoWeeks.averages.sadness >= NOTABLE || top === 'sadness' || crisisFlagged) {
    add({
      type: 'social',
      title: 'Reach out to someone you trust',
      description: 'Share how you have been feeling with a friend or family member, even in a short message.',
      priority: level(twoWeeks.averages.sadness),
      reasoning: crisisFlagged
        ? 'After an entry that suggested things are very hard, being in touch with someone you trust matters more than any exercise.'
        : `${pattern14('sadness', 'Sadness')} Feeling connected is one of the surest lifts when you are low.`,
    });
  }
  // After an entry the crisis screen flagged, the list steps back: support and people first, no workout.
  if ((twoWeeks.averages.anger >= NOTABLE || top === 'anger') && !crisisFlagged) {
    add({
      type: 'activity',
      title: 'Work off tension with movement',
      description: 'A brisk walk, a run or a few minutes of stretching when frustration rises helps it pass.',
      priority: level(twoWeeks.averages.anger),
      reasoning: `${pattern14('anger', 'Anger')} Physical activity gives that energy somewhere to go.`,
    });
  }

  if (recent.entries > 0 && earlier.entries > 0) {
    const before = (earlier.averages.joy + earlier.averages.calm) / 2;
    const now = (recent.averages.joy + recent.averages.calm) / 2;
    if (before - now >= TREND) {
      add({
        type: 'health',
        title: 'Look after the basics this week',
        description: 'Regular sleep, proper meals and some daylight each day steady your mood when it dips.',
        priority: 'medium',
        reasoning: `Your average joy and calm fell from ${percent(before)} in the week before to ${percent(now)} in the past 7 days.`,
      });
    } else if (now - before >= TREND && !crisisFlagged) {
      // After an entry the crisis screen flagged, nothing celebrates.
      add({
        type: 'activity',
        title: 'Notice what is helping',
        description: 'Write down what changed this week so you can keep doing it.',
        priority: 'low',
        reasoning: `Your average joy and calm rose from ${percent(before)} in the week before to ${percent(now)} in the past 7 days.`,
      });
    }
  }

  if ((top === 'joy' || top === 'calm') && !crisisFlagged) {
    const positive = twoWeeks.dominantCounts.joy + twoWeeks.dominantCounts.calm;
    add({
      type: top === 'joy' ? 'social' : 'mindfulness',
      title: top === 'joy' ? 'Share the good moments' : 'Protect your calm routines',
      description:
        top === 'joy'
          ? 'Tell someone about what went well; sharing good news makes it last longer.'
          : 'Keep the habits that leave you calm, and notice when they slip.',
      priority: 'low',
      reasoning: `Joy or calm was the main emotion in ${partOf(positive, total)} of the last two weeks.`,
    });
  }

  const general = `Suggested for everyone, alongside your pattern of ${entriesCount(twoWeeks.entries)} in the last two weeks.`;
  for (const item of [GENERAL.mindfulness, GENERAL.health, GENERAL.social, GENERAL.activity]) {
    if (items.length >= MIN_ITEMS) break;
    add({ ...item, reasoning: general });
  }
  return finish(items);
}

const rank: Record<TPriority, number> = { high: 0, medium: 1, low: 2 };

/** Most urgent first (a stable sort keeps the order of equal items), at most five. */
function finish(items: TRecommendation[]) {
  return [...items].sort((a, b) => rank[a.priority] - rank[b.priority]).slice(0, MAX_ITEMS);
}

export function createRecommendationsService({ emotionPattern }: RecommendationsServiceDeps) {
  return {
    async list(userId: string): Promise<TRecommendation[]> {
      return recommendFromPattern(await emotionPattern(userId, 14));
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
