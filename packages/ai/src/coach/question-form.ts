/**
 * What a question asks, as opposed to what it is about: a reason ("why"), reassurance ("is it normal"), a time
 * ("how long"), a decision ("should I"), words ("what do I say"), a way to stop or to start, or things to try. The
 * built-in coach opens its answer with a direct answer of the form asked (form-answers.ts), then its tips.
 */

export const QUESTION_FORMS = [
  'normal',
  'why',
  'how_long',
  'should',
  'say',
  'stop',
  'start',
  'what_can',
] as const;
export type TQuestionForm = (typeof QUESTION_FORMS)[number];

const FORM_PATTERNS: Record<TQuestionForm, RegExp> = {
  normal:
    /\b(?:is (?:it|that|this) (?:normal|ok|okay|common|bad|wrong|weird|strange|healthy|unusual|a sign|just me|daft|silly|stupid|mad|(?:actually |really )?bad|just how it is|just what)|is it wrong (?:to|that)|am i (?:normal|weird|wrong|crazy|mad|overreacting|doing something wrong|being (?:silly|dramatic|unreasonable|daft))|is something wrong with me|is there something wrong with me|do other people (?:feel|get|have)|does everyone|does anyone else)\b/,
  why: /\bwhy (?:do|does|am|is|are|can't|cant|won't|can i|did|has|have|now|i)\b|\bwhy\s*\?|\bwhat(?:'s| is) (?:wrong with me|going on with me|causing)\b|\bwhere (?:is|does) (?:this|it) (?:coming|come) from\b/,
  how_long:
    /\bhow long (?:will|does|do|until|till|before|is|should|can|did|it)\b|\bwill (?:it|that|this|i) (?:ever )?(?:change|get easier|get better|stop|go away|ease|pass|feel (?:normal|better))\b|\bwhen (?:will|does) (?:it|this|the pain) (?:stop|get easier|end)\b|\bhow will i know when\b|\b(?:does|will) (?:this|the|that) (?:feeling |pain |hurt )?(?:ever )?(?:go away|pass|fade|get (?:easier|better))\b|\bcan (?:it|this|that) get better\b/,
  should:
    /(?<!what |how |where |when )\bshould (?:i|we)\b|(?<!how )\bdo i (?:tell|quit|leave|stay|just)\b|\bis it (?:worth|better to|fair to|selfish to)\b|\bwould it be (?:wrong|selfish|better)\b|\bor (?:just )?(?:let it (?:go|fade)|leave it|walk away)\b/,
  say: /\bwhat (?:do|should|can|could|would) i (?:even |actually |just )?(?:say|tell|text|write|reply)\b|\bhow (?:do|can|should|could|would) (?:i|we|you) (?:even )?(?:tell|ask|bring (?:it|this|that|up)|raise|say|word|explain|talk to|talk about|approach|respond|reply|answer|handle (?:her|his|their) (?:reaction|comments))\b|\bhow to (?:tell|ask|raise|bring (?:it|this|that) up|say|word|explain|talk to)\b|\bwhat (?:to|do you) say\b|\bwhat words\b|\bhow (?:do|can|should) i (?:even )?(?:start|open|have) (?:that|this|the|a) (?:conversation|talk|chat)\b|\bhow (?:do|can) i call (?:it|him|her|them) out\b|\bhow (?:i|we) (?:can )?(?:talk|speak|say|tell)\b/,
  stop: /\b(?:how (?:do|can|could|would) (?:i|we|you)|how to|help me|ways? to|i want to|i need to) (?:ever |just |actually )?(?:stop|quit|break|get over|get past|switch off|calm down|not (?:feel|be|get|let|take))\b/,
  start:
    /\b(?:how (?:do|can|could|would) (?:i|we|you)|how to|where (?:do|should|can) i) (?:even |actually )?(?:start|begin|get started|get going|get back (?:into|to|on)|make myself|make (?:new )?friends|build|keep going|make it stick|motivate myself)\b|\bwhere (?:do|should|can) i (?:even )?start\b/,
  what_can:
    /\bwhat (?:can|should|could|do) (?:i|we) do\b|\bany (?:tips|ideas|advice|tricks|suggestions)\b|\bwhat (?:helps|works|might help)\b|\bis there (?:anything|something|a way)\b|\bwhat (?:can|could) i (?:replace|try|use)\b|\bwhat else\b|\bwhat do (?:other )?people do\b|\bwhat is the best (?:thing|way)\b|\bwhere do (?:adults|people|you) (?:even )?(?:make|meet|find)\b|\bwhat i can do\b|\btips\s*\?|\bhow (?:do|can|could|should) (?:i|we|you|other \w+)\b|\bhow (?:i|we) can\b|\bhow to\b/,
};

/**
 * The forms a question asks, in the order the question asks them (a question that asks "why, and how do I stop"
 * gets both). A question that asks nothing of these forms gets an empty list.
 */
export function questionForms(question: string): TQuestionForm[] {
  const text = ` ${question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')} `;
  const found: Array<{ form: TQuestionForm; at: number }> = [];
  for (const form of QUESTION_FORMS) {
    const at = text.search(FORM_PATTERNS[form]);
    if (at >= 0) found.push({ form, at });
  }
  // "What can I do" is the catch-all for a "how" question; beside a more particular form it adds nothing.
  const forms = found.sort((a, b) => a.at - b.at).map((f) => f.form);
  return forms.length > 1 ? forms.filter((form) => form !== 'what_can') : forms;
}

/** "Why now", "why these days", "why is this happening now": the reason for a change, not for the feeling itself. */
export const asksWhyNow = (question: string): boolean =>
  /\bwhy (?:now|(?:is|has) (?:this|it) (?:happening|started|starting|come up)(?: now)?|(?:am i|do i) [a-z' ]{0,40}(?:these days|lately|recently|suddenly|all of a sudden|now))\b/.test(
    question.toLowerCase().replace(/[\u2018\u2019]/g, "'"),
  );
