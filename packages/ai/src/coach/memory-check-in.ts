/**
 * The coach's personal check-in: a short, kind message when the journal shows something worth a word, chosen from
 * facts the coach service reads (never journal text). Each situation has two wordings, and the one shown
 * yesterday is never shown again today, so the same message never appears two days running.
 */

type TEmotion = 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger';

export type TMemoryFacts = {
  /** Dominant emotions of the last five days with entries, newest first (one per day: that day's most common). */
  lastDaysWithEntries: ReadonlyArray<TEmotion | null>;
  /** Dominant emotions of the last five analysed entries, newest first: three heavy entries in one day count too. */
  lastEntries: readonly TEmotion[];
  /** An active goal without a check-in for 7 days or more (the quietest one), or null. */
  quietGoal: { title: string; days: number } | null;
  /** The streak that ended: days it lasted before the last day with an entry was left behind, or null. */
  brokenStreak: number | null;
  /** Share of positive (joy or calm) entries this week and the week before, 0 to 100, or null without both. */
  positivity: { thisWeek: number; lastWeek: number } | null;
};

export interface TMemoryCheckIn {
  hasCheckIn: boolean;
  message: string | null;
  /** Which wording was chosen (e.g. "low_days:1"), kept to avoid repeating it the next day; null when none. */
  key: string | null;
}

type Kind = 'low_days' | 'quiet_goal' | 'streak_broke' | 'improved';

function wordings(kind: Kind, facts: TMemoryFacts): [string, string] {
  switch (kind) {
    case 'low_days':
      return [
        'Several of your recent journal entries have felt heavy, with sadness or worry showing up more than usual. Would it help to talk through what’s been weighing on you, or try a small thing that usually lifts you a little?',
        'I’ve noticed that a few of your latest entries carried a lot of sadness or anxiety. That sounds tiring. Be gentle with yourself today, and if you like, ask me for one small step that could make tomorrow a bit lighter.',
      ];
    case 'quiet_goal': {
      const title = facts.quietGoal?.title ?? 'your goal';
      const days = facts.quietGoal?.days ?? 7;
      return [
        `It’s been ${days} days since you checked in on “${title}”. No pressure: a quick update, even “no progress”, helps you see where you are.`,
        `How is “${title}” going? You haven’t recorded a check-in for ${days} days. If it has stalled, that’s useful to know too: we can look at a smaller next step together.`,
      ];
    }
    case 'streak_broke': {
      const days = facts.brokenStreak ?? 0;
      return [
        `Your ${days}-day writing streak paused. That’s completely fine: life gets busy. A few lines today is enough to pick the thread back up.`,
        `You wrote ${days} days in a row before this break, which is something to be proud of. Whenever you’re ready, a short entry about today is a good way back in.`,
      ];
    }
    case 'improved':
      return [
        'Things look brighter lately: more of this week’s entries were calm or happy than last week’s. What do you think has helped? Noticing it can help you keep it going.',
        'Your recent entries show a real lift compared with the week before. Take a moment to enjoy that, and maybe note what you’ve been doing differently.',
      ];
  }
}

function situation(facts: TMemoryFacts): Kind | null {
  const low = (emotions: ReadonlyArray<TEmotion | null>) =>
    emotions.slice(0, 5).filter((emotion) => emotion === 'sadness' || emotion === 'anxiety').length;
  if (low(facts.lastDaysWithEntries) >= 3 || low(facts.lastEntries) >= 3) return 'low_days';
  if (facts.quietGoal && facts.quietGoal.days >= 7) return 'quiet_goal';
  if (facts.brokenStreak !== null && facts.brokenStreak >= 3) return 'streak_broke';
  if (facts.positivity && facts.positivity.thisWeek - facts.positivity.lastWeek >= 30) return 'improved';
  return null;
}

/**
 * Today's check-in from the facts. `shownYesterday` is the key of the message shown the day before (if any),
 * `shownToday` the one already shown today (kept, so a reload says the same thing).
 */
export function memoryCheckIn(
  facts: TMemoryFacts,
  history: { shownYesterday: string | null; shownToday: string | null },
): TMemoryCheckIn {
  const kind = situation(facts);
  if (!kind) return { hasCheckIn: false, message: null, key: null };
  const texts = wordings(kind, facts);
  const todayVariant = history.shownToday?.startsWith(`${kind}:`)
    ? Number(history.shownToday.split(':')[1])
    : null;
  const variant =
    todayVariant === 0 || todayVariant === 1 ? todayVariant : history.shownYesterday === `${kind}:0` ? 1 : 0;
  return { hasCheckIn: true, message: texts[variant], key: `${kind}:${variant}` };
}
