// Issue 21: the built-in screen and analyzer read English; other languages are detected, read only by the short
// reviewed inventory of plain statements (crisis-multilingual.ts), and get no English guess of their emotion.
import { describe, expect, it } from 'vitest';

import { analyzeInEnglishOnly, ENGLISH_ONLY_INSIGHT } from '../emotion-analyzer.ts';
import { detectLanguage } from '../language.ts';
import { screenForCrisis } from './crisis-screen.ts';

describe('language', () => {
  it('tells the five common European languages from English', () => {
    expect(detectLanguage('Hoy fue un buen día con mis amigos en el parque.').language).toBe('es');
    expect(detectLanguage("Aujourd'hui j'ai marché au bord de la mer avec ma sœur.").language).toBe('fr');
    expect(detectLanguage('Heute war ich mit meiner Schwester im Park.').language).toBe('de');
    expect(detectLanguage('Hoje fui ao mercado com a minha mãe.').language).toBe('pt');
    expect(detectLanguage('Oggi sono andato al mare con mio fratello.').language).toBe('it');
  });

  it('keeps English with a foreign phrase, creoles, Scots and short notes as English', () => {
    for (const text of [
      'Had tapas and vino tinto con mis amigos, a great night out in Madrid.',
      'Mi tired, tired to mi bones. Some days mi wish di Lord would just call mi home early.',
      'Cannae be arsed wi anything.',
      'Bin day tomorrow, recycling.',
      'Same as yesterday.',
    ]) {
      expect([text, detectLanguage(text).language]).toEqual([text, 'en']);
    }
  });
});

describe('the screen in other languages', () => {
  it('raises nothing from English features: idioms of dying and sad days stay quiet', () => {
    for (const text of [
      'Me muero de risa con los vídeos que me manda mi hermano.',
      'Je suis mort de fatigue après cette semaine, mais le projet est fini.',
      'Ich sterbe vor Hunger, das Meeting hat einfach zu lange gedauert.',
      'O meu gato morreu ontem e a casa está muito silenciosa sem ele.',
      'Il mio cane è morto la settimana scorsa e mi manca tantissimo.',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, null]);
    }
  });

  it('catches plain statements: intent and danger as crisis, a wish to die and self-harm as distress', () => {
    expect(screenForCrisis('Me voy a quitar la vida esta noche.')).toMatchObject({
      tier: 'crisis',
      kinds: ['intent_to_die'],
      language: 'es',
    });
    expect(screenForCrisis('Mon mari me frappe et il a menacé de me tuer.').tier).toBe('crisis');
    expect(screenForCrisis('Ich will nicht mehr leben, ich möchte sterben.').tier).toBe('distress');
    expect(screenForCrisis('Não quero mais viver, quero morrer.').tier).toBe('distress');
    expect(screenForCrisis('Mi taglio le braccia di nascosto ogni sera.').tier).toBe('distress');
    expect(screenForCrisis('Nunca me voy a quitar la vida, tengo a mis hijos.').tier).toBeNull();
  });
});

describe('the built-in analyzer in other languages', () => {
  it('says it read English only instead of guessing an emotion', () => {
    expect(analyzeInEnglishOnly('Hoy fue un buen día con mis amigos en el parque.')).toEqual({
      scores: { joy: 0, calm: 0, anxiety: 0, sadness: 0, anger: 0 },
      dominantEmotion: null,
      confidence: 0,
      insights: [ENGLISH_ONLY_INSIGHT],
      keywords: [],
      guidance: [],
    });
    expect(analyzeInEnglishOnly('What a wonderful day, I am thrilled.').dominantEmotion).toBe('joy');
  });
});
