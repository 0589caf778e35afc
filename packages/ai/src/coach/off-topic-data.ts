/**
 * What a question asks for when it asks for something a wellness coach does not do (data, read by
 * coach-topics.ts): repairs, translation, tax and money, maths and homework, code and gadgets, trivia, recipes,
 * shopping, travel bookings, sports results, the weather. A question that names one of these subjects is answered
 * plainly as out of scope unless it also says how the writer feels or copes (STATE_WORDS): "how do I replace my
 * brake pads?" is out of scope, "my tax return is making me anxious" is not.
 */
import type { TOutOfScopeKind } from './coach-topics-data.ts';

export const OFF_TOPIC_SUBJECTS: Record<string, { kind: TOutOfScopeKind; cues: readonly string[] }> = {
  vehicles_repairs: {
    kind: 'general',
    cues: ['brake pad', 'brakes', 'tyre', 'tire ', 'puncture', 'engine', 'gearbox', 'clutch', 'oil change', 'spark plug', 'car battery', 'exhaust pipe', 'windscreen', 'mechanic', 'bike chain', 'washing machine', 'dishwasher', 'fridge', 'boiler', 'leaking tap', 'dripping tap', 'plumbing', "won't drain", 'wont drain', 'laptop fan', 'first car', 'which car', 'used car', 'golf or', 'corolla', 'fuse box', 'wiring'],
  },
  translation: {
    kind: 'general',
    cues: ['translate', 'translation', 'proofread', 'into spanish ', 'into french ', 'into german ', 'into english ', 'in spanish ', 'in french ', 'in german ', 'in japanese ', 'in italian ', 'in portuguese ', 'in chinese ', 'in mandarin ', 'in arabic ', 'in russian ', 'in korean ', 'how do you say', 'grammar check', 'spell check'],
  },
  tax_money: {
    kind: 'finance',
    cues: ['deduct', 'tax ', 'taxes', 'taxable', 'vat ', 'self assessment', 'self-assessment', 'hmrc', 'irs ', 'mileage', 'expenses', 'invoice', 'mortgage rate', 'pension', 'interest rate', 'credit score', 'stocks', 'shares in', 'index fund', 'tax return', 'benefits claim', 'universal credit'],
  },
  maths_homework: {
    kind: 'general',
    cues: ['equation', 'solve for', 'derivative', 'integral', 'algebra', 'calculus', 'trigonometry', 'quadratic', 'fraction', 'answer to number', 'answer to question', 'geography homework', 'history homework', 'maths homework', 'math homework', 'physics homework', 'chemistry homework', 'longest river', 'x squared'],
  },
  code_tech: {
    kind: 'general',
    cues: ['python', 'javascript', 'typescript', 'react app', 'html', 'css', 'sql', 'regex', 'debug', 'deploy', 'compile', 'function that', 'coding', 'source code', 'error message', 'excel formula', 'spreadsheet', 'wifi', 'router', 'printer', 'install', 'windows update', 'bluetooth', 'iphone settings', 'android settings'],
  },
  trivia: {
    kind: 'general',
    cues: ['capital of', 'population of', 'highest mountain', 'tallest building', 'largest country', 'who invented', 'who wrote', 'who painted', 'who discovered', 'what year did', 'how far is', 'distance between', 'speed of light', 'boiling point'],
  },
  recipes: {
    kind: 'general',
    cues: ['recipe', 'boil an egg', 'boil egg', 'how long do i boil', 'how do i cook', 'how to cook', 'how long to bake', 'ingredients for', 'lasagna', 'lasagne', 'runny yolk', 'oven temperature'],
  },
  shopping: {
    kind: 'general',
    cues: ['where can i buy', 'where to buy', 'which brand', 'best brand', 'worth buying', 'should i buy', 'discount code', 'best laptop', 'best phone', 'which phone'],
  },
  travel_bookings: {
    kind: 'general',
    cues: ['flight to', 'flights to', 'cheap flight', 'book a hotel', 'hotel in', 'train ticket', 'itinerary', 'airbnb', 'visa for', 'car hire'],
  },
  sports_results: {
    kind: 'general',
    cues: ['kick off', 'kick-off', 'kickoff', 'who won the', 'final score', 'champions league', 'premier league', 'world cup', 'arsenal', 'the game on saturday', 'league table', 'formula 1', 'grand prix', 'super bowl'],
  },
  weather: {
    kind: 'general',
    cues: ['weather', 'forecast', 'will it rain', 'going to rain'],
  },
};

/**
 * Words that say the question is about how the writer feels, copes or gets on: beside them an off-topic subject is
 * only the setting ("my car broke down and I'm so stressed"), and the coach answers.
 */
export const STATE_WORDS: readonly string[] = [
  'feel', 'felt', 'anxi', 'worr', 'stress', 'nervous', 'panic', 'scared', 'afraid', 'fear', 'dread', 'overwhelm',
  'upset', 'cry', 'crying', 'sad', 'depress', 'lonely', 'alone', 'angry', 'anger', 'rage', 'furious', 'frustrat',
  'annoyed', 'irritat', 'guilt', 'shame', 'ashamed', 'embarrass', 'motivat', 'procrastinat', 'putting off',
  'put off', 'avoid', 'focus', 'concentrat', 'confiden', 'self-esteem', 'insecure', 'jealous', 'sleep', 'tired',
  'exhausted', 'exhaustion', 'burn out', 'burnt out', 'burned out', 'cope', 'coping', 'mood', 'mental', 'wellbeing', 'relax',
  'calm', 'grief', 'griev', 'miss him', 'miss her', 'hate myself', 'hate that', 'can\'t stop thinking', 'obsess',
  'addict', 'hooked', 'too much time', 'hours a day', 'habit', 'argu', 'fight', 'partner', 'relationship',
  'my family', 'friend', 'hurt', 'happy', 'happier', 'joy', 'enjoy', 'drained', 'hopeless', 'helpless',
  'bored', 'boredom', 'keeps me up', 'making me', 'freak', 'terrif', 'on edge', 'tense', 'meditat', 'breath',
];
