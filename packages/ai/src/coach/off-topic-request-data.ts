/**
 * How a question asks for something a wellness coach does not give (data, read by off-topic-request.ts). The
 * request clause decides, not a feeling word elsewhere: "I'm so stressed, what's the formula for compound
 * interest?" asks for a formula; "how do I start my tax return without spiralling?" asks how to cope.
 */

/** Asks that by themselves request a fact, a sum, a text or a purchase: no wellness subject follows them. */
export const FACT_ASKS: readonly string[] = [
  'translate',
  'how do you say',
  'how would you say',
  'what is the word for',
  "what's the word for",
  'summarise',
  'summarize',
  'solve for',
  'solve this',
  'calculate',
  'derivative',
  'integral of',
  'formula for',
  'recipe',
  'exchange rate',
  'interest rate',
  'rate today',
  'pound to',
  'euro to',
  'dollar to',
  'to buy',
  'should i buy',
  'should i get',
  'best under',
  'are best',
  'is best for',
  'who won',
  'book me',
  'how many mg',
  'how much mg',
  'how do i convert',
  'how to convert',
  'how do i cite',
  'how to cite',
  'apa style',
  'mla style',
  'referencing style',
  'film to watch',
  'movie to watch',
  'show to watch',
  'series to watch',
  'good film',
  'good movie',
];

/** Asks that request a fact or a service when an off-topic subject is the thing asked about, in the same clause. */
export const SUBJECT_ASKS: readonly string[] = [
  "what's",
  'whats',
  'what is',
  'what are',
  'what should',
  'which',
  'how much',
  'how many',
  'how do i',
  'how do you',
  'how to',
  'how can i',
  'how long',
  'can you',
  'could you',
  'can i',
  'is it safe',
  'is it ok to take',
  'recommend',
  'tell me',
  'give me',
  'write',
  'explain',
  'why does my',
  'why is my',
  'where can i',
];

/** Asks about a broken thing: its subject may stand in another clause ("my washing machine shows E21, how do I fix it"). */
export const REPAIR_ASKS: readonly string[] = [
  'how do i fix',
  'how can i fix',
  'how to fix',
  'how do i repair',
  'how to repair',
  'how do i reset',
  "what's causing",
  'what is causing',
  'whats causing',
  'is it safe to drive',
  'safe to drive',
  "what's wrong with it",
  'what is wrong with it',
  'whats wrong with it',
  "what's wrong with my",
  'making a banging',
  'making a noise',
  'making a grinding',
];

/**
 * Words in the request clause that make it an ask about feeling or coping, which the coach answers: "how do I start
 * my tax return without spiralling", "how do I deal with the stress of fixing my car".
 */
export const COPING_ASKS: readonly string[] = [
  'without',
  'spiral',
  'deal with',
  'handle',
  'get through',
  'face ',
  'make myself',
  'bring myself',
  'get myself',
  'stop thinking',
  'stop putting',
  'stop worrying',
  'stop stressing',
  'stop panicking',
  'talk to',
  'talk about',
];

/** Things to repair, buy or take that the subject lists of off-topic-data.ts leave out. */
export const MORE_SUBJECTS: readonly string[] = [
  'brake',
  'grinding noise',
  'rattling',
  'warning light',
  'error code',
  'error e',
  'laptop',
  'headphones',
  'phone to',
  'savings',
  'compound interest',
  'mortgage',
  'script',
  'program',
  'code',
  'linked list',
  'pdf',
  'calories in',
];

/** What a doctor or pharmacist answers, asked for outright ("what are the symptoms of diabetes?"). */
export const MEDICAL_SUBJECTS: readonly string[] = [
  'symptoms of',
  'side effects of',
  'side effects',
  'diagnos',
  'blood test',
];
