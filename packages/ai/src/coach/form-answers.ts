import type { TTopicName } from './coach-topics-data.ts';
import {
  HOW_LONG_ABOUT,
  SAY_ABOUT,
  SAY_TO,
  SHOULD_ABOUT,
  TOPIC_HOW_LONG_MORE,
  TOPIC_SAY,
  TOPIC_SHOULD,
  TOPIC_START,
  TOPIC_STOP,
  WHEN_READY,
  WHY_NOW,
} from './form-answers-data.ts';
import { asksWhyNow, questionForms, type TQuestionForm } from './question-form.ts';
import type { TSituationData } from './situation-shape.ts';
import { TOPIC_HOW_LONG, TOPIC_WHY } from './situation-direct-data.ts';
import { SITUATION_FORMS } from './situation-forms-data.ts';
import { TOPIC_NORMAL } from './situation-openings-data.ts';

/** At most this many forms are answered directly; a third asked is left to the tips. */
const FORMS_ANSWERED = 2;

const tidy = (question: string) => question.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/**
 * Whom the words are for: the person named first in the sentence that asks, else first in the whole question
 * ("my sister keeps on about Mum's care. What do I say to my sister?" is for the sister).
 */
function addressee(text: string): string | undefined {
  const asking = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.includes('?'))
    .join(' ');
  for (const part of [asking, text]) {
    let best: { at: number; who: string } | undefined;
    for (const person of SAY_TO) {
      const at = part.search(person.said);
      if (at >= 0 && (best === undefined || at < best.at)) best = { at, who: person.who };
    }
    if (best) return best.who;
  }
  return undefined;
}

/** The words to say, addressed to the person the question names, or said plainly when it names no one. */
function wordsToSay(question: string, topic: TTopicName, own: string | undefined): string {
  const text = tidy(question);
  const who = addressee(text);
  const template = SAY_ABOUT.find((c) => c.said.test(text))?.words ?? own ?? TOPIC_SAY[topic];
  return who
    ? template.replaceAll('{who}', who)
    : template.replaceAll(' to {who}', '').replaceAll('{who}', 'them');
}

/** The direct answer of one form for a situation or topic, or null when the library holds none. */
function answerOfForm(
  form: TQuestionForm,
  question: string,
  situation: Pick<TSituationData, 'id' | 'normal' | 'why' | 'answersHowLong'> | undefined,
  topic: TTopicName,
): string | null {
  const own = situation ? SITUATION_FORMS[situation.id]?.[form] : undefined;
  if (own !== undefined && form !== 'say' && form !== 'why') return own;
  switch (form) {
    case 'normal':
      return situation?.normal ?? TOPIC_NORMAL[topic] ?? null;
    case 'why': {
      const reason = own ?? situation?.why ?? TOPIC_WHY[topic];
      return asksWhyNow(question) ? `${WHY_NOW} ${reason}` : reason;
    }
    case 'how_long':
      if (/\bhow (?:will|do|would) i know (?:when|if)\b/.test(tidy(question))) return WHEN_READY;
      {
        const loss = HOW_LONG_ABOUT.find((c) => c.said.test(tidy(question)));
        if (loss) return loss.answer;
      }
      return situation?.answersHowLong ? null : (TOPIC_HOW_LONG[topic] ?? TOPIC_HOW_LONG_MORE[topic] ?? null);
    case 'should':
      return SHOULD_ABOUT.find((d) => d.said.test(tidy(question)))?.answer ?? TOPIC_SHOULD[topic];
    case 'say':
      return wordsToSay(question, topic, own);
    case 'stop':
      return TOPIC_STOP[topic];
    case 'start':
      return TOPIC_START[topic];
    case 'what_can':
      return null;
  }
}

/**
 * The direct answers that open a reply, one per form the question asks (in the order asked, at most two), drawn from
 * the situation where it holds one and otherwise from the topic. Empty when the question asks no form the library
 * answers directly ("what can I do" is answered by the tips themselves).
 */
export function directAnswers(
  question: string,
  situation: Pick<TSituationData, 'id' | 'normal' | 'why' | 'answersHowLong'> | undefined,
  topic: TTopicName,
): string[] {
  const out: string[] = [];
  for (const form of questionForms(question)) {
    if (out.length >= FORMS_ANSWERED) break;
    const answer = answerOfForm(form, question, situation, topic);
    if (answer !== null && !out.includes(answer)) out.push(answer);
  }
  return out;
}
