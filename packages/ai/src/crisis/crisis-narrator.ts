/**
 * A diary told in the second or third person about the writer ("You wake at four and the first thought is that you
 * wish you hadn't"; "She tells the GP she is sleeping fine"): blind round 33 missed eight crises written so. Read
 * narrowly (crisis15): an entry with no first person at all, one person only (he, she or you, no "they") and most
 * sentences opening with that person is the writer's own, so that person reads as the writer. An entry that names a
 * second person, or tells a day without opening on the pronoun ("Made his favourite cake"), is about someone else
 * or subjectless and stays as it is (crisis14 and crisis13 measured the broader forms: too many ordinary entries).
 */
const r = String.raw;

type TNarrator = 'he' | 'she' | 'you';

const PERSONS: Record<TNarrator, { any: RegExp; opening: RegExp }> = {
  he: {
    any: /\b(?:he|him|his|himself|he's|he'd|he'll|hes)\b/,
    opening: /^(?:(?:and|but|so|then) )?(?:he|he's|he'd|he'll|hes)\b/,
  },
  she: {
    any: /\b(?:she|her|hers|herself|she's|she'd|she'll|shes)\b/,
    opening: /^(?:(?:and|but|so|then) )?(?:she|she's|she'd|she'll|shes)\b/,
  },
  you: {
    any: /\b(?:you|your|yours|yourself|you're|you've|you'll|you'd|youre|ur)\b/,
    opening: /^(?:(?:and|but|so|then) )?(?:you|you're|you've|you'll|you'd|youre)\b/,
  },
};
const FIRST_PERSON = /\b(?:i|i'm|i've|i'll|i'd|me|my|myself|mine|mi|we|we're|we've|we'll|we'd|us|our|ours)\b/;
const THEY = /\b(?:they|them|their|theirs|themselves|they're|they've|they'll|they'd)\b/;
/** A person named by a word: named before the pronoun ("Sat with Mum to sort her will"), the pronoun is that person. */
const PERSON_WORD =
  /\b(?:ex|partner|husband|wife|boyfriend|girlfriend|bf|gf|fianc[eé]e?|dad|daddy|father|stepdad|stepmum|stepmom|mum|mummy|mom|mommy|mother|son|daughter|grandson|granddaughter|gran|granny|grandma|grandmother|nan|nana|nanna|grandad|granddad|grandpa|grandfather|nephew|niece|carer|uncle|aunt|auntie|brother|sister|cousin|friend|landlord|boss|manager|colleague|teacher|neighbour|neighbor|man|guy|bloke|woman|lady|girl|boy|lad|baby|child|kid|toddler|little one|someone|somebody|patient|client|doctor|gp|nurse)s?\b/;

/** The one person an entry narrates the writer as, or null (not self-narration in the narrow form). */
export function narratorOf(sentences: readonly string[]): TNarrator | null {
  if (sentences.length < 2 || sentences.some((s) => FIRST_PERSON.test(s) || THEY.test(s))) return null;
  const present = (Object.keys(PERSONS) as TNarrator[]).filter((n) =>
    sentences.some((s) => PERSONS[n].any.test(s)),
  );
  if (present.length !== 1) return null;
  const narrator = present[0]!;
  const text = sentences.join(' ');
  const named = text.search(PERSON_WORD);
  if (named !== -1 && named < text.search(PERSONS[narrator].any)) return null;
  const opening = sentences.filter((s) => PERSONS[narrator].opening.test(s)).length;
  return opening * 2 > sentences.length ? narrator : null;
}

/** Words after which "her" is an object ("made her go", "told her that"), not "my". */
const OBJECT_FOLLOWS = r`(?=[\s,.!?;:]*(?:$|\b(?:a|an|the|to|and|or|but|so|at|in|on|up|down|out|off|away|back|again|too|anymore|any|all|that|if|when|because|for|from|with|alone|ok|okay|well|now|then|here|there|know|anything|something|nothing)\b))`;

/** "She's picked the bridge": has, not is. */
const HAS_DONE = r`(?= (?:\w+ )?(?:been|got|gotten|had|done|gone|made|taken|given|written|bought|chosen|left|\w+ed)\b)`;

/** The narrator's words in the first person, for the inventory's patterns ("you wish you hadn't": "i wish i hadn't"). */
const AS_WRITER: Record<TNarrator, Array<[RegExp, string]>> = {
  he: [
    [/\bhimself\b/g, 'myself'],
    [new RegExp(r`\b(?:he's|hes)${HAS_DONE}`, 'g'), "i've"],
    [/\b(?:he's|hes)\b/g, "i'm"],
    [/\bhe'd\b/g, "i'd"],
    [/\bhe'll\b/g, "i'll"],
    [/\bhe\b/g, 'i'],
    [/\bhim\b/g, 'me'],
    [/\bhis\b/g, 'my'],
  ],
  she: [
    [/\bherself\b/g, 'myself'],
    [new RegExp(r`\b(?:she's|shes)${HAS_DONE}`, 'g'), "i've"],
    [/\b(?:she's|shes)\b/g, "i'm"],
    [/\bshe'd\b/g, "i'd"],
    [/\bshe'll\b/g, "i'll"],
    [/\bshe\b/g, 'i'],
    [new RegExp(r`\bher\b${OBJECT_FOLLOWS}`, 'g'), 'me'],
    [/\bher\b/g, 'my'],
    [/\bhers\b/g, 'mine'],
  ],
  you: [
    [/\byourself\b/g, 'myself'],
    [/\b(?:you're|youre)\b/g, "i'm"],
    [/\byou've\b/g, "i've"],
    [/\byou'd\b/g, "i'd"],
    [/\byou'll\b/g, "i'll"],
    [/\b(?:your|ur)\b/g, 'my'],
    [/\byours\b/g, 'mine'],
    [
      new RegExp(
        r`(?<=\b(?:to|for|with|at|of|about|miss|missed|misses|need|needs|needed|want|wants|wanted|tell|tells|told|let|lets|make|makes|made|help|helps|helped|hurt|hurts|call|calls|called|see|sees|saw|find|finds|found|leave|leaves|left|love|loves|loved|hate|hates|hated|ask|asks|asked|give|gives|gave|keep|keeps|kept|stop|stops|stopped|wake|wakes|woke|without|against|than|like) )you\b`,
        'g',
      ),
      'me',
    ],
    [/\byou\b/g, 'i'],
  ],
};

/** An entry's sentences with its narrator read as the writer. */
export function asWriter(sentences: readonly string[], narrator: TNarrator): string[] {
  return sentences.map((sentence) =>
    AS_WRITER[narrator].reduce((text, [pattern, word]) => text.replace(pattern, word), sentence),
  );
}
