/**
 * Word families the crisis model reads besides the words themselves: a sentence with words of a family gives the
 * feature `k:family`, and two families in one sentence give `p:a+b` ("self" + "death", "means" + "time"). The
 * model learns how much each weighs; the families only let evidence carry to words no training entry used
 * ("paracetamol" is a means like "pills"). They are not rules: no family fires anything on its own.
 * A trailing * matches any ending ("strangl*": strangled, strangling).
 */
const FAMILIES: Record<string, string> = {
  self: 'i me my myself mine',
  other:
    'he she him her his they them their husband wife partner boyfriend girlfriend ex dad father stepdad mum mom mother brother uncle',
  death:
    'die* dead death dying suicid* kill* gone disappear* vanish* exist* alive living funeral grave coffin forever end* over erase*',
  means:
    'pill* tablet* paracetamol overdos* rope noose bridge ledge roof train* tracks blade* razor* knife knives gun* bleach jump* hang* drown* motorway cliff exhaust insulin dose* bottle* stash* stockpil* saved saving',
  plan: 'plan* decided decide ready date chosen picked when how method note* letter* goodbye* farewell will passwords affairs arranged sorted rehom* gave given away',
  time: 'tonight tomorrow weekend friday saturday sunday monday soon week birthday after before last final',
  burden: 'burden* better off without weight drain* cost* relief relieved easier',
  hopeless:
    "point pointless hopeless nothing tired exhausted done enough anymore can't cannot trapped numb empty worthless useless give giving",
  injury:
    'cut* cutting burn* scar* blood* bled bleed* bruis* wound* stitch* marks sleeves plaster* bandage* razor* skin arm* thigh* wrist*',
  violence:
    'hit* punch* slap* kick* chok* strangl* shov* push* pinned grab* throw* threw thrown beat* smash* hurt* rape* forced threat* attack*',
  fear: 'scared afraid terrified frightened fear* flinch* hide hiding hid lock* escape* safe unsafe tremble* shaking',
  control:
    'allowed let controls control* tracks tracking checks checked phone money bank keys passport follow* watching',
  secrecy: 'nobody secret* hidden hide hiding knows noticed notice pretend* lie lying excuse*',
  child: 'kids kid child children son daughter baby toddler',
};

const exact = new Map<string, string[]>();
const stems: Array<[string, string]> = [];
for (const [family, words] of Object.entries(FAMILIES)) {
  for (const word of words.split(/\s+/)) {
    if (word.endsWith('*')) stems.push([word.slice(0, -1), family]);
    else exact.set(word, [...(exact.get(word) ?? []), family]);
  }
}

const known = new Map<string, readonly string[]>();
const KNOWN_LIMIT = 50_000;

/** The families of one word (lower case). */
export function familiesOf(word: string): readonly string[] {
  const cached = known.get(word);
  if (cached) return cached;
  const found = exact.get(word) ?? [];
  const fromStems = stems.filter(([stem]) => word.startsWith(stem)).map(([, family]) => family);
  const families = fromStems.length === 0 ? found : [...new Set([...found, ...fromStems])];
  if (known.size < KNOWN_LIMIT) known.set(word, families);
  return families;
}
