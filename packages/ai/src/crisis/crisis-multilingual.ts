import type { TLanguage } from '../language.ts';
import type { TCrisisKind } from './crisis-kinds.ts';

/**
 * The reviewed inventory for entries not written in English (issue 21): plain first-person statements of suicidal
 * intent, a wish to die, self-harm and danger from another person in Spanish, French, German, Portuguese and
 * Italian. The English model and rules do not read these languages, so nothing else raises a tier on them; Ollama,
 * when connected, reads every language and can add one. Each list is short and literal on purpose: it catches the
 * plain statement, not every way of saying it.
 */
type TInventory = Partial<Record<TCrisisKind, RegExp>>;

const INVENTORY: Partial<Record<TLanguage, TInventory>> = {
  es: {
    intent_to_die:
      /\b(?:me voy a (?:matar|suicidar|quitar la vida)|voy a (?:suicidarme|matarme|quitarme la vida)|quiero (?:suicidarme|matarme|quitarme la vida)|pienso (?:suicidarme|matarme)|he decidido (?:suicidarme|matarme|quitarme la vida)|me tom[eé] todas las pastillas)/,
    suicidal_ideation:
      /\b(?:quiero morir(?:me)?|me quiero morir|no quiero (?:vivir|seguir viviendo|estar vivo|estar viva)|ojal[aá] estuviera muert[oa]|pienso en (?:el )?suicid|ideas? (?:de )?suicid|mejor estar[ií]an sin m[ií])/,
    self_harm: /\b(?:me (?:corto|cort[eé]|hago da[nñ]o|lastimo|quemo)|autolesi[oó]n|me autolesiono)/,
    danger_from_other:
      /\b(?:me (?:pega|peg[oó]|golpea|golpe[oó]|amenaza|amenaz[oó]|viol[oó]|ahorc[oó]|estrangul[oó])|(?:amenaz[oó]|dijo que va) (?:con )?matarme|me va a matar|tengo miedo de (?:mi (?:marido|esposo|pareja|novio|padre)|[eé]l))/,
  },
  fr: {
    intent_to_die:
      /(?:je vais me (?:tuer|suicider|donner la mort)|j'ai d[eé]cid[eé] de (?:me tuer|me suicider|mourir)|je veux (?:me tuer|me suicider|en finir)|j'ai pris toutes les pilules|je vais en finir)/,
    suicidal_ideation:
      /(?:je veux mourir|j'ai envie de mourir|je ne veux plus vivre|je voudrais (?:mourir|[eê]tre mort)|pens[eé]es? suicidaires?|je pense au suicide)/,
    self_harm: /(?:je me (?:scarifie|coupe|br[uû]le|fais du mal|suis coup[eé]e?)|automutilation)/,
    danger_from_other:
      /(?:(?:il|elle|mon mari|mon copain|mon p[eè]re) me (?:frappe|bat|a frapp[eé]|a battue?|menace|a menac[eé]e?|a viol[eé]e?|[eé]trangle)|(?:va|veut) me tuer|menac[eé]e? de (?:me )?tuer|j'ai peur de (?:mon mari|mon copain|lui))/,
  },
  de: {
    intent_to_die:
      /(?:ich (?:werde|will) mich umbringen|ich (?:werde|will) mir das leben nehmen|ich bringe mich um|ich habe (?:beschlossen|entschieden),? mich umzubringen|ich habe alle tabletten genommen)/,
    suicidal_ideation:
      /(?:ich will (?:sterben|nicht mehr leben)|ich m[oö]chte (?:sterben|tot sein|nicht mehr leben)|ich w[aä]re lieber tot|suizidgedanken|selbstmordgedanken|ich denke an selbstmord)/,
    self_harm: /(?:ich (?:ritze|schneide|verletze|verbrenne) mich|selbstverletz|ritzen)/,
    danger_from_other:
      /(?:(?:er|sie|mein mann|mein freund|mein vater) (?:schl[aä]gt|schlug|hat) mich(?: geschlagen| gew[uü]rgt| vergewaltigt)?|(?:droht|drohte|hat gedroht),? mich umzubringen|(?:will|wird) mich umbringen|ich habe angst vor (?:ihm|meinem mann|meinem freund))/,
  },
  pt: {
    intent_to_die:
      /(?:vou me matar|vou (?:suicidar-me|me suicidar|tirar a minha vida)|quero me matar|decidi (?:me matar|acabar com a minha vida)|tomei todos os comprimidos)/,
    suicidal_ideation:
      /(?:quero morrer|n[aã]o quero (?:mais )?viver|queria estar mort[oa]|penso em suic[ií]dio|pensamentos suicidas)/,
    self_harm: /(?:me corto|me cortei|me machuco|me machuquei de prop[oó]sito|automutila[cç])/,
    danger_from_other:
      /(?:(?:ele|ela|meu marido|meu namorado|meu pai) me (?:bate|bateu|agride|agrediu|amea[cç]a|amea[cç]ou|estuprou|enforcou)|(?:vai|quer) me matar|amea[cç]ou me matar|tenho medo do meu (?:marido|namorado))/,
  },
  it: {
    intent_to_die:
      /(?:mi (?:voglio|vado a) (?:ammazzare|uccidere)|voglio (?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita)|ho deciso di (?:uccidermi|ammazzarmi|togliermi la vita)|mi uccider[oò]|ho preso tutte le pillole)/,
    suicidal_ideation:
      /(?:voglio morire|non voglio pi[uù] vivere|vorrei (?:morire|essere mort[oa])|pensieri suicidi|penso al suicidio)/,
    self_harm: /(?:mi (?:taglio|sono tagliat[oa]|faccio del male|brucio)|autolesionismo|autolesion)/,
    danger_from_other:
      /(?:(?:lui|lei|mio marito|il mio ragazzo|mio padre) mi (?:picchia|ha picchiat[oa]|minaccia|ha minacciat[oa]|ha violentat[oa]|strangola)|mi (?:picchia|minaccia)|(?:vuole|va a) uccidermi|minacciat[oa] di uccidermi|ho paura di (?:mio marito|lui))/,
  },
};

const NEGATED: Partial<Record<TLanguage, RegExp>> = {
  es: /\b(?:nunca|jam[aá]s)\s+(?:\S+\s+){0,2}$/,
  fr: /\b(?:jamais)\s+(?:\S+\s+){0,2}$/,
  de: /\b(?:nie|niemals)\s+(?:\S+\s+){0,2}$/,
  pt: /\b(?:nunca|jamais)\s+(?:\S+\s+){0,2}$/,
  it: /\b(?:mai)\s+(?:\S+\s+){0,2}$/,
};

/**
 * The kinds plain statements name in a text not in English (normalised, lower case). Every language's list is
 * read, not only the one detected: the lists do not overlap, and a detector can confuse Spanish and Portuguese.
 */
export function multilingualCrisisKinds(text: string): TCrisisKind[] {
  const kinds = new Set<TCrisisKind>();
  for (const [language, inventory] of Object.entries(INVENTORY) as Array<[TLanguage, TInventory]>) {
    for (const [kind, pattern] of Object.entries(inventory) as Array<[TCrisisKind, RegExp]>) {
      const match = pattern.exec(text);
      if (!match) continue;
      const before = text.slice(Math.max(0, match.index - 30), match.index);
      if (!NEGATED[language]?.test(before)) kinds.add(kind);
    }
  }
  return [...kinds];
}
