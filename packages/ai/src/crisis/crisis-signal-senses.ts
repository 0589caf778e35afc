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
/** Everyday things that end, close or are left behind: work, study, a day, an app, a habit, a place (tenth session). */
const EVERYDAY_THING = r`(?:jobs?|work|shifts?|weeks?|weekends?|days?|today|tonight|months?|terms?|semesters?|years?|seasons?|exams?|essays?|thesis|dissertation|chapters?|modules?|courses?|coursework|degree|uni|school|college|placements?|projects?|reports?|marking|deadlines?|assignments?|revision|meetings?|emails?|inbox|laundry|housework|chores|gym|diet|dating|apps?|drinking|booze|smoking|vaping|social media|twitter|facebook|instagram|tiktok|phone|flat|move|renovations?|decorating|garden|shopping|overtime|commute|company|team|club|band|place|town|city|office|firm|industry|career|series|show|books?|games?|match|race|interviews?|calls?|class|classes|lessons?|contract|lease|tenancy|rota|farm|trade|van|lorry|boat|business|shop)`;
/**
 * Not an everyday ending: done or finished for the day, with work, a course, an app, a habit, a place ("I'm done
 * with this job", "that's me finished for today"); "I'm done." alone, or done with life or with it all, stays.
 */
export const NOT_EVERYDAY_ENDING = r`(?! (?:for (?:the |to)?(?:day|today|tonight|now|night|week|weekend|year|season|term)\b|with (?:(?:the|this|that|my|these|those|our|all (?:the|this|that|my)) )?(?:\w+ )?${EVERYDAY_THING}\b|(?:at|here at) (?:work|the office)\b))`;
/** An ending for good of a habit, an app, a shop, a move: quit, closed, sold, deleted (tenth session). */
export const NOT_ENDED_FOR_GOOD = r`(?<!\b(?:quit|quits|quitting|stopped|stopping|paid off|paid it off|clos\w* (?:the |my |our |down (?:the |my |our )?)?(?:shop|business|account|app|office|practice|pub|cafe|store|firm|company|salon|stall)|moved|moving|move|(?:gone|went|off|headed|emigrated|relocated) (?:back |over |out |away )?to (?!sleep\b|bed\b|rest\b|heaven\b|a better place\b)|sold|selling|deleted|deleting|uninstalled|cancell?ed|packed in|(?:gave|give|giving) up (?!on\b|hope\b|trying\b|living\b|life\b)\w+|(?:done|finished) with (?:(?:the|this|that|my) )?(?:\w+ )?${EVERYDAY_THING})\b.{0,40})`;
/**
 * A goodbye at a leaving: the last day of work, a placement, a term or a school, a leaving do, a retirement, said to
 * colleagues, residents, pupils or customers (tenth session).
 */
export const NOT_LEAVING_GOODBYE = r`(?<!\b(?:last (?:day|shift|week|class|lesson) (?:at|of|in|on) (?:the |my |our )?(?:work|office|job|term|school|uni|college|placement|\w+ placement|ward|site|depot|shop|firm|company|contract)|leaving (?:do|party|drinks|card|lunch)|retire\w*|retiring)\b.{0,80})(?! to (?:all )?(?:the |my |our )?(?:colleagues|team|residents|patients|pupils|class|students|customers|regulars|office|staff|ward|lads at|girls at|kids at|children at)\b)`;
/**
 * crisis13 (dev writers dw9-dw11, round 31), everyday senses narrowed as classes: someone else's letter or
 * note to the writer; a letter of a kind (a cover letter, a thank-you note, lecture notes); a letter put in a coffin
 * or left at a grave, to the dead.
 */
export const NOT_LETTER_TO_ME = r`(?! (?:me|us)\b)`;
export const NOT_EVERYDAY_LETTER = r`(?<!\b(?:cover|thank-you|thank you|sick|lecture|revision|meeting|lesson|class|study|case|field|handover|sticky|complaint|reference|recommendation|application|sympathy|condolence) )`;
export const NOT_TO_THE_DEAD = r`(?![^.!?]{0,60}\b(?:coffin|casket|grave|graveside|headstone)\b)`;
/** Waiting for a flight, a parcel, results, a reply or a tradesman, or for someone to ring back. */
export const NOT_EVERYDAY_WAIT = r`(?! (?:my |the |a |an |our |his |her |their )?(?:flights?|planes?|boarding|gate|parcel|delivery|package|results?|reply|replies|response|answer|callback|kettle|plumber|engineer|electrician|builder|taxi|uber|appointment|turn)\b| (?:them|him|her|someone|somebody|the \w+) to (?:ring|call|reply|text|email|get back|answer)\b)`;
/** Someone else who came (nobody came to book club), not the writer coming round. */
export const NOT_OTHERS_CAME = r`(?<!\b(?:nobody|no one|everyone|everybody|people|we|you|guests|friends|visitors|few|many|kids) (?:\w+ )?)`;
/** A goodbye said to a place left (a childhood bedroom, a hostel, a city), with no person or pet in the sentence. */
export const NOT_GOODBYE_TO_A_PLACE = r`(?! to (?:the |my |our |this |that )?(?:childhood |old |family |student |first )?(?:bedroom|room|house|flat|apartment|hostel|dorm|halls|campus|city|town|country|classroom|village|office|street|neighbourhood)\b(?![^.!?]*\b(?:mum|mom|dad|dog|cat|pets?|kids|children|everyone|everybody|family|sister|brother|wife|husband|partner|friends?|world|life)\b))`;
/**
 * crisis14 (round 32's ordinary days and look-alikes), everyday senses as classes: a meal listed ("chicken, roasties,
 * the lot"); a creditor, bailiff or agency looking for the writer; a game's save deleted; a price, a strike or the
 * weather threatened; a knife sharpened as a chore (every knife, the good one, on a whetstone); a checklist gone through.
 */
export const NOT_A_MEAL_LISTED = r`(?<!\b(?:chicken|roast\w*|gravy|veg|chips|beans|toast|eggs|bacon|sausages?|cake|pudding|trimmings|stuffing|yorkshires|curry|rice|naan|pizza|kebab)\b[^.!?]{0,40})`;
export const NOT_CREDITOR = r`(?<!\b(?:debt|collectors?|bailiffs?|bank|council|recruiters?|agency|agencies|lenders?|creditors?|dwp|hmrc)\b[^.!?]{0,40})`;
export const NOT_A_GAME_SAVE = r`(?! (?:\w+ ){0,3}(?:saves?|save file|progress|playlist|world|run)\b)`;
export const NOT_A_PRICE_OR_WEATHER = r`(?! (?:a |an |to |more )?(?:rent|price|prices|fare|fares|bill|bills|tax|strike|strikes|rain|storm|storms|snow|thunder|frost|hike|increase|rise|fine|closure|redundanc\w*|layoffs?|legal action)\b)`;
export const NOT_SHARPENED = r`(?<!\b(?:(?:sharpen\w*|honed|honing) (?:every|all|each|the good|the big|the old|the kitchen|the pruning|the carving|the bread|the butcher's|the utility|my chef's|the chef's)|whetstones?)\b[^.!?]{0,40})`;
export const NOT_A_CHECKLIST = r`(?! (?:through|over) (?:the |my |a |our )?(?:kit|list|checklist|notes|plan|lines|script|drills?|numbers|paperwork|route|steps)\b)`;
