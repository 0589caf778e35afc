/**
 * Shared pieces of the risk-signal inventory (crisis-signals-data.ts): `r` for raw patterns, and the everyday
 * senses that several concepts rule out.
 */
export const r = String.raw;

/**
 * Everyday senses narrowed after the round-22 retrain gave a tier to three of the reviewed ordinary 200 (sixth
 * session). A knife in the kitchen sense: a set, a block, a drawer or a sharpener of them.
 */
export const NOT_KITCHEN = r`(?! (?:set|sets|block|blocks|drawer|drawers|sharpener|sharpeners|rack|roll|skills|work)\b)`;
/**
 * One's own medicine taken, forgotten or collected as prescribed ("took my blood pressure pills", "forgot my meds"),
 * unless all of it, the whole of it, a number or a store of it ("took all my pills", "took my pills, all of them"),
 * or stopped ("stopped taking my heart tablets").
 */
export const ROUTINE_DOSE = r`(?:(?<!(?<!\b(?:stop|stopped|stopping|quit|quitting|not|never|no longer|\w+n't|refuse to|refused to) )\b(?:took|take|takes|taking|had|remembered|remember|forgot|forget|forgetting|forgotten|collected|collect|picked up|pick up|refilled|ordered|sorted|sort|sorting|organised|organized) (?:my|me) (?:(?!(?:all|whole|entire|every|rest|remaining|spare|saved|stockpiled|extra|last|lot|them)\b)[a-z-]+ ){0,2}(?:pills?|tablets?|meds|medications?|medicines?))|(?=,? (?:all|every|each|the lot|at once|in one go|together|with (?:wine|vodka|whisky|drink|alcohol))\b))`;
/** Bleeding a radiator, the brakes or the pipes. */
export const NOT_BLED = r`(?! (?:the |a |my |our |all the )?(?:radiators?|brakes?|pipes?|system|lines?)\b)`;
/** Blood in a clinic's sense: a test, a pressure, a sugar reading, a donation. */
export const BLOOD_CLINICAL = r`(?! (?:pressure|test|tests|sugar|sugars|glucose|work|results?|donation|donor|count|counts|type|bank|thinners?|orange|oranges|clot|clots|panel|draw|levels?)\b)`;
/**
 * Water or a jump for pleasure: a swim, a paddle, the cottage, the beach, a holiday (after grouped thresholds carded
 * "Jumped into the lake at the cottage").
 */
export const NOT_LEISURE = r`(?![^.!?]*\b(?:swim\w*|paddl\w*|dip|cottage|lido|beach|holiday|bliss|refreshing)\b)`;
/** A pill box, dispenser or reminder: the week's medicine set out (ninth session). */
export const NOT_PILL_ROUTINE = r`(?! (?:dispensers?|organi[sz]ers?|box|boxes|reminders?|alarms?|app|chart|schedule) )`;
