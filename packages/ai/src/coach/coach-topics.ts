import { TOPIC_NAMES, TOPICS, type TTopicName } from './coach-topics-data.ts';
import { OFF_TOPIC_SUBJECTS, STATE_WORDS } from './off-topic-data.ts';
import { asksAboutCoping, offTopicRequest } from './off-topic-request.ts';
import { OUT_OF_SCOPE_CUES, type TOutOfScopeKind } from './out-of-scope-data.ts';
import { cueOffsets, hasCue, normaliseQuestion } from './question-text.ts';
import { DOSE_CHANGES, FEELING_WORDS, MEDICINES, RISK_CUES, WELLNESS_WORDS } from './scope-words-data.ts';

/**
 * What a question is about, from the reviewed inventory in coach-topics-data.ts: a score per topic, and whether the
 * question lies outside a wellness coach's reach. Takes text already normalised (question-text.ts).
 */

// "not lonely", "never really angry", "no longer anxious": the cue names a feeling the writer does not have.
const NEGATED = /(?:^|\s)(?:not|never|no longer|isn't|wasn't|aren't|don't feel|didn't feel)(?: \S+)? $/;
// The nearest subject before a cue in its clause: the writer, or somebody else ("my partner is always angry").
const SELF = /(?:^|\s)(?:i|i'm|im|i've|i'd|i'll|me|myself)(?=\s)/g;
const OTHER =
  /(?:^|\s)(?:he|she|they|he's|she's|they're|someone|everyone|people|my (?:partner|husband|wife|boyfriend|girlfriend|boss|manager|mum|mom|mother|dad|father|friend|son|daughter|kid|child|sister|brother|colleague|coworker|flatmate|roommate|teacher|neighbour|neighbor))(?=\s)/g;

const FAINT_TOPIC = 2;

/** The clause a cue at `at` stands in, up to the cue. */
function clauseBefore(text: string, at: number): string {
  const head = text.slice(0, at);
  const cut = Math.max(head.lastIndexOf('|'), head.lastIndexOf(' but '));
  return ` ${head.slice(cut + 1).trimStart()}`;
}

function lastMatch(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}

const aboutSomeoneElse = (clause: string) => lastMatch(OTHER, clause) > lastMatch(SELF, clause);

// Words for who a question is about ("my husband", "kids", "manager"): they set the scene, so together they add at
// most PERSON_CAP to a topic, and what is said about the person (died, argue, distant) decides the subject.
const PERSON =
  /^(?:my |our )?(?:boyfriend|girlfriend|husband|wife|fiance|spouse|partner|sibling|step\w+|cousin|grandparent|grandchild|housemate|flatmate|roommate|neighbou?r|kids?|children|child|teen\w*|toddler|son|daughter|mum|mom|mother|dad|father|parents?|sister|brother|friends?|family|in-laws|boss|manager|colleague|coworker)$/;
const PERSON_CAP = 3;

/** Each topic's score for a normalised question (0 when none of its cues count). */
export function scoreTopics(text: string): Record<TTopicName, number> {
  const scores = Object.fromEntries(TOPIC_NAMES.map((name) => [name, 0])) as Record<TTopicName, number>;
  for (const name of TOPIC_NAMES) {
    const topic = TOPICS[name];
    const people = new Map<TTopicName, number>();
    for (const [cue, weight] of topic.cues) {
      const at = cueOffsets(text, cue).find((offset) => {
        if (!topic.negatable) return true;
        return !NEGATED.test(text.slice(Math.max(0, offset - 40), offset));
      });
      if (at === undefined) continue;
      const target = topic.otherPerson && aboutSomeoneElse(clauseBefore(text, at)) ? topic.otherPerson : name;
      if (PERSON.test(cue)) {
        const before = people.get(target) ?? 0;
        people.set(target, before + weight);
        scores[target] += Math.max(0, Math.min(weight, PERSON_CAP - before));
      } else scores[target] += weight;
    }
  }
  return scores;
}

/** Whether a normalised question holds a risk word: such a question is kept for the crisis path, never declined. */
export function mayBeAboutRisk(text: string): boolean {
  // A flat battery "dying" or a back "killing me" is no risk; every other risk word keeps the question for the crisis
  // path.
  const riskText = text
    .replace(/ (?:battery|phone|laptop|charger)(?: \S+)? (?:dying|died|dead) /g, ' ')
    .replace(
      / (?:back|head|feet|foot|knees?|neck|shoulders?|tooth|teeth|stomach|legs?) (?:is |are )?killing me /g,
      ' ',
    );
  return RISK_CUES.some((cue) => hasCue(riskText, cue));
}

/**
 * Whether a question lies outside a wellness coach's reach, and which kind (medical, legal and money ones point to
 * a professional). Never for a question that may be about a crisis: the crisis path answers those. A strong cue
 * counts whatever else the question names; a weak one only when it names no wellness topic beyond one faint word. A question with no
 * topic, no "I" or "my", no family cue of weight and no wellness word asks for facts or content.
 */
const MEASURED_DOSE = /\b\d+(?:\.\d+)? ?(?:mg|mcg|ml|milligrams?)\b/;
const DOSE_ASKS =
  /\b(?:take two|take both|double|forgot|missed|skip|how (?:many|much)|should (?:i|she|he|they) take|safe to take)\b/;

export function outOfScope(
  question: string,
  topicTotal: number,
  familyCueTotal: number,
): TOutOfScopeKind | null {
  const text = normaliseQuestion(question);
  if (mayBeAboutRisk(text)) return null;
  if (MEDICINES.some((cue) => hasCue(text, cue)) && DOSE_CHANGES.some((cue) => hasCue(text, cue)))
    return 'medical';
  // A dose written out ("5mg of …") with a question about taking it: "she forgot it, should she take two?".
  if (MEASURED_DOSE.test(question.toLowerCase()) && DOSE_ASKS.test(question.toLowerCase())) return 'medical';
  const kinds: TOutOfScopeKind[] = ['medical', 'legal', 'finance', 'general'];
  for (const kind of kinds) {
    if (OUT_OF_SCOPE_CUES[kind].strong.some((cue) => hasCue(text, cue))) return kind;
  }
  // A request for a fact, a sum, a text, a purchase or a repair, even beside a feeling ("so stressed, what's the
  // formula for compound interest?").
  const request = offTopicRequest(question);
  if (request) return request;
  // A subject a wellness coach does not cover (repairs, translation, tax, homework, …), unless the question says
  // how the writer feels or copes with it.
  if (!STATE_WORDS.some((cue) => hasCue(text, cue)) && !asksAboutCoping(text)) {
    const subject = Object.values(OFF_TOPIC_SUBJECTS).find(({ cues }) =>
      cues.some((cue) => hasCue(text, cue)),
    );
    if (subject) return subject.kind;
  }
  // A faint topic (one word such as "job" or "learn") does not stop a weak cue: "write a cover letter for a job".
  if (topicTotal > FAINT_TOPIC || [...FEELING_WORDS, ...STATE_WORDS].some((cue) => hasCue(text, cue)))
    return null;
  for (const kind of kinds) {
    if (OUT_OF_SCOPE_CUES[kind].weak.some((cue) => hasCue(text, cue))) return kind;
  }
  // Sums and code with no words for them ("12 * 7", "x^2 = 9", "arr.map(") are out of scope too.
  const sum =
    /\d\s*%\s*of\s*\d|\d\s*(?:[-+*/^x=]|times|plus|minus|divided by|multiplied by)\s*\d|[a-z]\(|=>|[{}]/;
  if (sum.test(question.toLowerCase())) return 'general';
  if (topicTotal > 0) return null;
  const personal = /\s(?:i|i'm|im|i've|i'd|my|myself|we|our|us)\s/.test(text);
  return personal || familyCueTotal >= 3 || WELLNESS_WORDS.some((cue) => hasCue(text, cue))
    ? null
    : 'general';
}
