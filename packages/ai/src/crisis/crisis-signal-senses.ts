/**
 * Shared pieces of the risk-signal inventory (crisis-signals-data.ts): `r` for raw patterns, and the everyday
 * senses that several concepts rule out.
 */
export const r = String.raw;

/**
 * Everyday senses narrowed after the round-22 retrain gave a tier to three of the reviewed ordinary 200 (sixth
 * session). A knife in the kitchen sense: a set, a block, a drawer or a sharpener of them.
 */
export const NOT_KITCHEN = r`(?! (?:set|sets|block|blocks|drawer|drawers|sharpener|sharpeners|rack|roll|skills|work|properly|correctly)\b)`;
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
/**
 * A realisation, not a blow: "it hit me that …", "then it really hit me how …" (round-36 review). A person who hits
 * is named, not "it", "this" or "that".
 */
export const NOT_REALISED = r`(?<!\b(?:it|this|that|reality|it all|the news|the penny) (?:(?:just|really|suddenly|finally|properly|only|then|all) )?)`;
/** A game, a season or a chance gone: "game's gone", "the season's gone", "signal's gone" (round-36 review). */
export const NOT_THING_GONE = r`(?<!\b(?:game|season|match|chance|title|league|cup|points|lead|signal|wifi|battery|money|cash|summer|weekend|holiday|pain|headache|fever|swelling|rash|milk|bread|bus|train|deadline|window|sale|offer)(?:'s|s| is| has| was| has now|'s now| has already|'s already)? )`;
/** Something scratched, not skin: "scratched the tank", "scratched my car" (round-36 review). */
export const NOT_OBJECT_SCRATCHED = r`(?! (?:the|a|an|his|her|their|our|its|it|them|your|some|every)\b| (?:my|me) (?:new )?(?:car|bike|tank|phone|screen|paint|paintwork|door|table|floor|glasses|lens|guitar|watch|bumper|van|desk|record|disc|cd)\b)`;

/**
 * A target, a habit or a place "hit": "hit my weekly target", "hit the gym", "hit the road" (round-37 review).
 */
export const NOT_HIT_TARGET = r`(?! (?:my|the|our|a|his|her|their|that|this) (?:\w+ )?(?:targets?|goals?|quotas?|pb|pr|stride|limit|deadline|milestones?|steps|numbers|mark|jackpot|snooze|road|gym|shops|sack|hay|books|spot|button|brakes|ground running|nail on the head)\b)`;
/** Something cracked: a handle, a screen, a mug (round-37 review). */
export const NOT_OBJECT_CRACKED = r`(?<!\b(?:handle|screen|phone|glass|mug|plate|bowl|tile|window|windscreen|egg|eggs|case|cup|pot|ice|paint|wall|ceiling|pipe|lid|bottle|vase|dish|knife|blade|pan|board|plaster|lip|lips|heel|heels|skin)(?:'s| is| was| has| got| has got| are| were)? )`;
/** A crack taken at something: "crack on", "crack open", a joke, a smile (round-37 review). */
export const NOT_CRACK_PHRASE = r`(?! (?:on|open|a joke|jokes|a smile|up laughing|the code|the case|it)\b)`;
/** Someone coming in to eat or for a shift, a day or a meal (round-37 review). */
export const NOT_COMING_IN_FOR = r`(?! (?:to eat|for (?:dinner|lunch|tea|breakfast|brunch|a meal|a drink|drinks|a coffee|coffee|work|a shift|an interview|a trial)|on (?:saturday|sunday|monday|tuesday|wednesday|thursday|friday)|tomorrow|later|early)\b)`;

/** A game or a race lost: "beat me at chess", "beat us by two points", "beat me to it" (round-35 review). */
export const NOT_GAME_LOST = r`(?! (?:me |us |him |her |them )?(?:(?:at|in|on) (?:\w+ ){0,2}(?:chess|draughts|checkers|cards|poker|snap|uno|scrabble|monopoly|cluedo|games?|quiz|crossword|wordle|darts|pool|snooker|tennis|golf|squash|badminton|ping pong|fifa|mario ?kart|fortnite|minecraft|races?|sprint|penalties|arm wrestling)\b|to (?:it|the \w+)\b|by (?:\d+|a|one|two|three|four|five|ten) (?:points?|goals?|shots?|strokes?|seconds?|lengths?|frames?|minutes?|runs?)\b))`;
/**
 * The rule layer's game sense (crisis-rules.ts): "She beat me at chess", or after a game played or taught in the
 * sentence before, its score ("Taught him chess. He beat me once.", round 35): a game lost, not a blow.
 */
const GAME =
  /\b(?:games?|chess|cards|whist|quiz|crossword|clues?|scrabble|monopoly|tennis|golf|darts|race|match|points)\b/;
const PLAYED =
  /\b(?:taught|teach|teaching|play|played|playing|learning|learnt) (?:[\w']+ ){0,3}(?:chess|draughts|cards|snap|uno|scrabble|monopoly|darts|pool|snooker|tennis|golf|squash|badminton|fifa|mario ?kart)\b/;
const SCORE =
  /^(?: (?:once|twice|again|easily|every time|\d+ times))?(?: *(?:[,.!?;]|$)| (?:and|but|though|i)\b)/;
export const gameLost = (sentence: string, match: RegExpExecArray, before = ''): boolean =>
  GAME.test(sentence) ||
  (/\bbeat/.test(match[0]) &&
    SCORE.test(sentence.slice(match.index + match[0].length)) &&
    PLAYED.test(before));
/** A tablet computer ("the tablet keeps…", "on the tablet", "a drawing tablet"), not a tablet of medicine (round 35). */
export const NOT_DEVICE = r`(?<!\b(?:ipad|android|kindle|samsung|fire|drawing|graphics|wacom|kids'?|(?:on|onto|off|from) (?:the|my|his|her|a|an|our)) tablet)(?!'s (?:screen|battery|charger)| (?:keeps|kept|won't|wouldn't|can't|couldn't|froze|freezes|crashed|crashes|died|screen|charger|case|battery|app|apps|stand|pen|stylus|keyboard|volume|update)\b)`;
/** Sleep compared with a pill: "better than a sleeping tablet" (round 35). */
export const NOT_COMPARED = r`(?<!\b(?:better|worse|quicker|faster|stronger) than (?:a|an|any) (?:sleeping )?)`;
/** Everyday things that end, close or are left behind: work, study, a day, an app, a habit, a place (tenth session). */
const EVERYDAY_THING = r`(?:jobs?|work|shifts?|weeks?|weekends?|days?|today|tonight|months?|terms?|semesters?|years?|seasons?|exams?|essays?|thesis|dissertation|chapters?|modules?|courses?|coursework|degree|uni|school|college|placements?|projects?|reports?|marking|deadlines?|assignments?|revision|meetings?|emails?|inbox|laundry|housework|chores|gym|diet|dating|apps?|drinking|booze|smoking|vaping|social media|twitter|facebook|instagram|tiktok|phone|flat|move|renovations?|decorating|garden|shopping|overtime|commute|company|team|club|band|place|town|city|office|firm|industry|career|series|show|books?|games?|match|race|interviews?|calls?|class|classes|lessons?|contract|lease|tenancy|rota|farm|trade|van|lorry|boat|business|shop)`;
/**
 * Not an everyday ending: done or finished for the day, with work, a course, an app, a habit, a place ("I'm done
 * with this job", "that's me finished for today"); "I'm done." alone, or done with life or with it all, stays.
 */
export const NOT_EVERYDAY_ENDING = r`(?! (?:for (?:the |to)?(?:day|today|tonight|now|night|week|weekend|year|season|term)\b|with (?:(?:the|this|that|my|these|those|our|all (?:the|this|that|my)) )?(?:\w+ )?${EVERYDAY_THING}\b|(?:at|here at) (?:work|the office)\b))`;
/** An ending for good of a habit, an app, a shop, a move: quit, closed, sold, deleted (tenth session). */
export const NOT_ENDED_FOR_GOOD = r`(?<!\b(?:quit|quits|quitting|stopped|stopping|clos\w* (?:the |my |our |down (?:the |my |our )?)?(?:shop|business|account|app|office|practice|pub|cafe|store|firm|company|salon|stall)|moved|moving|move|sold|selling|deleted|deleting|uninstalled|cancell?ed|packed in|(?:gave|give|giving) up (?!on\b|hope\b|trying\b|living\b|life\b)\w+|(?:done|finished) with (?:(?:the|this|that|my) )?(?:\w+ )?${EVERYDAY_THING})\b.{0,40})`;
/**
 * A goodbye at a leaving: the last day of work, a placement, a term or a school, a leaving do, a retirement, said to
 * colleagues, residents, pupils or customers (tenth session).
 */
export const NOT_LEAVING_GOODBYE = r`(?<!\b(?:last (?:day|shift|week|class|lesson) (?:at|of|in|on) (?:the |my |our )?(?:work|office|job|term|school|uni|college|placement|\w+ placement|ward|site|depot|shop|firm|company|contract)|leaving (?:do|party|drinks|card|lunch)|retire\w*|retiring)\b.{0,80})(?! to (?:all )?(?:the |my |our )?(?:colleagues|team|residents|patients|pupils|class|students|customers|regulars|office|staff|ward|lads at|girls at|kids at|children at)\b)`;
