/**
 * Which language an entry is written in, from profiles of common function words (no network, no model): the
 * built-in analyzer and crisis screen read English only, and say so rather than guess for other languages.
 *
 * A text is read as another language only when that language's function words clearly outnumber English ones
 * (creoles, Scots and English with a foreign phrase stay English: a miss of the English screen costs more than
 * a false "English only" note).
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

const PROFILES: Record<TLanguage, string> = {
  en: "the and to of a in is it that i was for on you with my me he she we they this but have had not are be at so just it's i'm don't what there been from would all about when were no di dem inna fi seh wid likkle pickney tek dis dat nuh cyaan today got went feel felt really",
  es: 'el la los las de del que y en un una es por con para no se lo le su al como más pero muy ya yo me hoy estoy está fue ha he hay ser mis porque cuando también hasta todo nada algo quiero tengo puedo esta este así mañana noche día después mucho',
  fr: "le la les de des du et en un une est que qui pour pas ne je j'ai c'est il elle nous vous mon ma mes au aux avec sur dans très mais ce cette suis était ai aujourd'hui tout rien on a ses sa son me moi demain soir",
  de: 'der die das und ist ich nicht ein eine zu den dem mit von im auf für sich es war mein meine mir mich heute aber auch wie noch nur bin habe hat sehr wieder schon alles nichts wir einen morgen jeden immer',
  pt: 'o a os as de do da dos das que e em um uma é não para com por se eu meu minha me hoje estou está foi mas muito já ao à também quando tudo nada isso você mais quero fiquei fui num amanhã',
  it: 'il lo la le gli di del della che e è un una per non con sono ho oggi mio mia ma anche molto più io ancora tutto niente questa questo perché quando sempre dal nel ogni era così abbiamo siamo troppo stasera ha i',
  nl: 'de het een en van ik is dat niet op te in je met voor zijn was maar ook mijn heb vandaag nog wel al naar dit er zo',
};

/** Letters one language uses and the others (here) do not: a word with one counts for that language. */
const MARKERS: Partial<Record<TLanguage, RegExp>> = {
  es: /[ñ¿¡]/,
  pt: /[ãõ]/,
  de: /[ßäöü]/,
  fr: /[œèëîïûù]/,
  it: /[ìò]/,
};

const WORDS = /[\p{L}']+/gu;
/** For each function word, the languages that use it. */
const usedBy = new Map<string, TLanguage[]>();
for (const language of LANGUAGES)
  for (const word of new Set(PROFILES[language].split(/\s+/)))
    usedBy.set(word, [...(usedBy.get(word) ?? []), language]);

const languagesOf = (word: string): readonly TLanguage[] => {
  const marked = LANGUAGES.filter((language) => MARKERS[language]?.test(word));
  return marked.length > 0 ? marked : (usedBy.get(word) ?? []);
};

export interface TLanguageReading {
  language: TLanguage;
  /** Share of the text's words that are the chosen language's function words (0..1). */
  share: number;
}

/** The entry's language; English when unsure (short notes, no function words). */
export function detectLanguage(text: string): TLanguageReading {
  const words = (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(WORDS) ?? []
  ).slice(0, 400);
  // English against the rest: words only English uses, against words English does not use. A word several
  // languages share weighs on each of them by its share, to tell those apart.
  let english = 0;
  let other = 0;
  const score = new Map<TLanguage, number>();
  for (const word of words) {
    const languages = languagesOf(word);
    if (languages.length === 0) continue;
    if (!languages.includes('en')) other += 1;
    else if (languages.length === 1) english += 1;
    for (const language of languages) score.set(language, (score.get(language) ?? 0) + 1 / languages.length);
  }
  const enough = Math.max(2, Math.min(3, Math.ceil(words.length / 4)));
  if (other < enough || other <= 2 * english || other < words.length / 5)
    return { language: 'en', share: words.length === 0 ? 0 : english / words.length };
  const [language = 'en'] = LANGUAGES.filter((l) => l !== 'en').sort(
    (a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0),
  );
  return { language, share: other / words.length };
}
