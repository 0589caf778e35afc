import { entriesCount, plural } from '@innerweather/validators/plural';
import type { Mail } from './mailer.ts';
import { type Block, type MailContent, renderMail } from './render.ts';

/**
 * The product's e-mails, each a typed function of what it may say. None of them takes journal text: only names,
 * counts, emotion names, streaks, dates and links. Notifications carry a one-click unsubscribe (RFC 8058).
 */

export type EmotionName = 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger';

const EMOTION_LABEL: Record<EmotionName, string> = {
  joy: 'Joy',
  calm: 'Calm',
  anxiety: 'Anxiety',
  sadness: 'Sadness',
  anger: 'Anger',
};

export interface Unsubscribe {
  /** The signed one-click link (a page that works signed out, and the List-Unsubscribe POST target). */
  pageUrl: string;
  postUrl: string;
}

function mail(to: string, content: MailContent, unsubscribe?: Unsubscribe): Mail {
  const rendered = renderMail(content);
  return {
    to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe.postUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

const hello = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

export function passwordResetMail(to: string, resetUrl: string): Mail {
  return mail(to, {
    subject: 'Reset your Innerweather password',
    preheader: 'Choose a new password within the hour.',
    blocks: [
      { kind: 'heading', text: 'Reset your password' },
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: 'Someone asked to reset the password of your Innerweather account.' },
      { kind: 'paragraph', text: 'Open this link within one hour to choose a new password:' },
      { kind: 'button', label: 'Choose a new password', url: resetUrl },
      { kind: 'small', text: 'If it was not you, ignore this message: your password stays as it is.' },
    ],
  });
}

/** The set-password link of an account an administrator created for `to`, greeting them by first name. */
export function accountInvitationMail(to: string, firstName: string | null, setPasswordUrl: string): Mail {
  return mail(to, {
    subject: 'Your Innerweather account is ready',
    preheader: 'Choose your password within seven days.',
    blocks: [
      { kind: 'heading', text: 'Your account is ready' },
      { kind: 'paragraph', text: hello(firstName) },
      { kind: 'paragraph', text: 'An administrator has created an Innerweather account for you.' },
      {
        kind: 'paragraph',
        text: 'Open this link within seven days to choose your password (it works once):',
      },
      { kind: 'button', label: 'Choose my password', url: setPasswordUrl },
      { kind: 'small', text: 'If you did not expect this, ignore this message.' },
    ],
  });
}

export interface DailyReminderMail {
  to: string;
  firstName: string | null;
  /** Consecutive days with an entry up to yesterday (today has none yet, or there would be no reminder). */
  streak: number;
  writeUrl: string;
  settingsUrl: string;
  unsubscribe: Unsubscribe;
}

export function dailyReminderMail(m: DailyReminderMail): Mail {
  const streakLine =
    m.streak > 0
      ? `You have written ${plural(m.streak, 'day')} in a row. A few lines tonight keep the streak going.`
      : 'A few lines are enough: how did today feel?';
  return mail(
    m.to,
    {
      subject: 'A moment for your journal tonight?',
      preheader: m.streak > 0 ? `Your streak: ${plural(m.streak, 'day')}.` : 'A few lines are enough.',
      blocks: [
        { kind: 'heading', text: 'Time for a few lines' },
        { kind: 'paragraph', text: hello(m.firstName) },
        { kind: 'paragraph', text: streakLine },
        { kind: 'button', label: 'Write in my journal', url: m.writeUrl },
        { kind: 'links', links: [{ label: 'Change when reminders come', url: m.settingsUrl }] },
      ],
      unsubscribe: {
        reason: 'You get this because the daily journal reminder is on.',
        label: 'Turn off daily reminders',
        url: m.unsubscribe.pageUrl,
      },
    },
    m.unsubscribe,
  );
}

export interface WeeklySummaryMail {
  to: string;
  firstName: string | null;
  /** "17–23 November 2026": the Monday-to-Sunday week summed up. */
  weekLabel: string;
  entries: number;
  positivePercent: number;
  streak: number;
  dominantEmotion: EmotionName | null;
  timelineUrl: string;
  settingsUrl: string;
  unsubscribe: Unsubscribe;
}

export function weeklySummaryMail(m: WeeklySummaryMail): Mail {
  const blocks: Block[] = [
    { kind: 'heading', text: 'Your week in moods' },
    { kind: 'paragraph', text: hello(m.firstName) },
    {
      kind: 'paragraph',
      text:
        m.entries > 0
          ? `Here is your week of ${m.weekLabel} at a glance.`
          : `You did not write in the week of ${m.weekLabel}. Whenever you are ready, your journal is here.`,
    },
    {
      kind: 'figures',
      rows: [
        { label: 'Entries this week', value: String(m.entries) },
        { label: 'Positive mood', value: `${m.positivePercent}%` },
        { label: 'Day streak', value: plural(m.streak, 'day') },
        {
          label: 'Dominant mood',
          value: m.dominantEmotion ? EMOTION_LABEL[m.dominantEmotion] : 'Not enough entries yet',
        },
      ],
    },
    { kind: 'button', label: 'See my emotion timeline', url: m.timelineUrl },
    { kind: 'links', links: [{ label: 'Notification settings', url: m.settingsUrl }] },
  ];
  return mail(
    m.to,
    {
      subject: `Your week in Innerweather: ${entriesCount(m.entries)}`,
      preheader: `${entriesCount(m.entries)}, ${m.positivePercent}% positive, a ${plural(m.streak, 'day')} streak.`,
      blocks,
      unsubscribe: {
        reason: 'You get this because the weekly progress summary is on.',
        label: 'Turn off weekly summaries',
        url: m.unsubscribe.pageUrl,
      },
    },
    m.unsubscribe,
  );
}

export type MoodPattern =
  /** Anxiety or sadness dominant in the latest three entries. */
  | { kind: 'heavy_run'; emotions: readonly EmotionName[] }
  /** The share of positive entries halved from one week to the next. */
  | { kind: 'positivity_drop'; lastWeekPercent: number; thisWeekPercent: number };

export interface MoodPatternMail {
  to: string;
  firstName: string | null;
  pattern: MoodPattern;
  coachUrl: string;
  crisisLinesUrl: string;
  settingsUrl: string;
  unsubscribe: Unsubscribe;
}

export function moodPatternMail(m: MoodPatternMail): Mail {
  const observation =
    m.pattern.kind === 'heavy_run'
      ? `Your last three entries leaned towards ${[...new Set(m.pattern.emotions)]
          .map((e) => EMOTION_LABEL[e].toLowerCase())
          .join(' and ')}.`
      : `The share of positive moods in your entries went from ${m.pattern.lastWeekPercent}% last week to ${m.pattern.thisWeekPercent}% this week.`;
  return mail(
    m.to,
    {
      subject: 'Checking in on you',
      preheader: 'A gentle note about the pattern in your recent entries.',
      blocks: [
        { kind: 'heading', text: 'Checking in on you' },
        { kind: 'paragraph', text: hello(m.firstName) },
        {
          kind: 'paragraph',
          text: `${observation} Heavy stretches happen to everyone, and noticing them is already a kind step.`,
        },
        {
          kind: 'paragraph',
          text: 'If it would help, the coach can suggest a small next step, at your own pace.',
        },
        { kind: 'button', label: 'Talk it through with the coach', url: m.coachUrl },
        {
          kind: 'paragraph',
          text: 'If things feel like too much, you do not have to carry them alone: a crisis line can listen right now.',
        },
        { kind: 'links', links: [{ label: 'Crisis lines', url: m.crisisLinesUrl }] },
        {
          kind: 'small',
          text: 'This note comes at most once every three days, and never quotes what you wrote.',
        },
        { kind: 'links', links: [{ label: 'Notification settings', url: m.settingsUrl }] },
      ],
      unsubscribe: {
        reason: 'You get this because mood pattern alerts are on.',
        label: 'Turn off mood pattern alerts',
        url: m.unsubscribe.pageUrl,
      },
    },
    m.unsubscribe,
  );
}
