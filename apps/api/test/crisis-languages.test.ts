import type { TEntry } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline } from './pipeline-harness.ts';

/**
 * Issue 21, over HTTP with the built-in analyzer (no Ollama): the analyzer and the screen read English, so an entry
 * in Spanish, French, German, Portuguese or Italian gets no crisis card and no English guess of its emotion (the
 * analysis says it read English only), while a plain crisis statement in those languages still gets crisis support
 * from the short reviewed inventory.
 */
const ORDINARY: Record<string, string[]> = {
  es: [
    'Hoy fui al mercado con mi madre y compramos fruta para toda la semana.',
    'Mi perro murió hoy. Lo echo mucho de menos, era parte de la familia.',
    'Me muero de risa con los vídeos que me manda mi hermano, qué tonto es.',
    'Estoy cansada del trabajo pero el fin de semana vamos a la playa con los niños.',
    'Cené con mis amigos en un restaurante nuevo y la comida estaba buenísima.',
    'Mañana tengo un examen de matemáticas y no he estudiado lo suficiente.',
    'Llovió todo el día, así que me quedé en casa leyendo una novela.',
    'Mi jefe me gritó en la reunión y me fui a casa muy enfadado.',
    'Hoy cumple años mi abuela, le llevamos una tarta de chocolate.',
    'Salí a correr por el parque y me sentí muy bien después.',
  ],
  fr: [
    "Aujourd'hui j'ai marché au bord de la mer avec ma sœur, il faisait beau.",
    'Je suis mort de fatigue après cette semaine, mais le projet est fini.',
    "Mon chat est malade et je m'inquiète beaucoup pour lui ce soir.",
    "J'ai préparé une soupe aux légumes et on a regardé un film en famille.",
    "Demain j'ai un entretien d'embauche, je suis un peu stressé.",
    'Il a plu toute la journée, alors je suis resté à la maison avec un livre.',
    "Ma mère m'a appelé ce matin, elle va mieux depuis son opération.",
    'Le train était en retard encore une fois, je suis arrivé en retard au travail.',
    "On a fêté l'anniversaire de mon fils avec ses copains au parc.",
    "Je me sens calme ce soir, j'ai fait du yoga et bu une tisane.",
  ],
  de: [
    'Heute war ich mit meiner Schwester im Park und wir haben Eis gegessen.',
    'Ich sterbe vor Hunger, das Meeting hat einfach zu lange gedauert.',
    'Mein Hund ist krank und ich mache mir große Sorgen um ihn.',
    'Am Wochenende fahren wir zu meinen Eltern aufs Land, ich freue mich sehr.',
    'Die Arbeit war heute sehr stressig, aber jetzt habe ich endlich Ruhe.',
    'Ich habe einen Kuchen gebacken und die Nachbarn eingeladen.',
    'Es hat den ganzen Tag geregnet, also habe ich ein Buch gelesen.',
    'Mein Chef hat mich vor allen kritisiert und ich bin immer noch wütend.',
    'Morgen habe ich eine wichtige Prüfung und kann nicht schlafen.',
    'Wir haben heute die neue Wohnung gesehen und sie ist wunderschön.',
  ],
  pt: [
    'Hoje fui ao mercado com a minha mãe e compramos peixe para o jantar.',
    'Estou morrendo de rir com as histórias do meu irmão, ele é muito engraçado.',
    'O meu gato morreu ontem e a casa está muito silenciosa sem ele.',
    'Amanhã tenho uma entrevista de emprego e estou um pouco nervoso.',
    'Choveu o dia todo, então fiquei em casa a ver filmes com a família.',
    'Fui correr na praia de manhã e me senti muito bem depois.',
    'O meu chefe gritou comigo na reunião e fiquei muito irritado.',
    'Fizemos um bolo de chocolate para o aniversário da minha avó.',
    'Estou cansada do trabalho, mas no fim de semana vamos viajar.',
    'Jantei com os meus amigos num restaurante novo e foi ótimo.',
  ],
  it: [
    'Oggi sono andato al mare con mio fratello e abbiamo mangiato un gelato.',
    'Muoio dal ridere con i messaggi di mia sorella, è troppo divertente.',
    'Il mio cane è morto la settimana scorsa e mi manca tantissimo.',
    'Domani ho un esame importante e sono un po’ in ansia.',
    'Ha piovuto tutto il giorno, così sono rimasta a casa a leggere un libro.',
    'Ho cucinato la pasta per tutta la famiglia e abbiamo riso tanto.',
    'Il mio capo mi ha criticato davanti a tutti e sono ancora arrabbiato.',
    'Siamo andati a trovare la nonna in campagna, era felicissima.',
    'Sono stanca del lavoro, ma questo fine settimana vado in montagna.',
    'Stasera mi sento tranquillo, ho fatto una passeggiata lunga nel parco.',
  ],
};

const CRISES: Record<string, string[]> = {
  es: [
    'Ya no puedo más. Me voy a quitar la vida esta noche, tengo las pastillas preparadas.',
    'Quiero morir, no quiero seguir viviendo así.',
    'Mi marido me pega y me amenazó con matarme si se lo cuento a alguien.',
  ],
  fr: [
    "J'ai décidé de me suicider ce week-end, tout est prêt.",
    "Je me scarifie encore les bras depuis hier, je n'arrive pas à arrêter.",
    'Mon mari me frappe et il a menacé de me tuer.',
  ],
  de: [
    'Ich werde mich umbringen, ich habe einen Plan und die Tabletten.',
    'Ich ritze mich wieder jeden Abend.',
    'Mein Mann schlägt mich und droht, mich umzubringen.',
  ],
  pt: [
    'Vou me matar amanhã, já decidi.',
    'Não quero mais viver, quero morrer.',
    'O meu marido me bate e ameaçou me matar.',
  ],
  it: [
    'Ho deciso di togliermi la vita, ho già scritto le lettere.',
    'Mi taglio le braccia di nascosto ogni sera.',
    'Mio marito mi picchia e ha minacciato di uccidermi.',
  ],
};

const servicesAvailable = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.each([
  { mode: 'embedded' as const, skip: false },
  { mode: 'services' as const, skip: !servicesAvailable },
])('entries in other languages, built-in analyzer, $mode mode', ({ mode, skip }) => {
  let pipeline: Pipeline;
  let cookie: string;
  const entries = new Map<string, TEntry>();
  const guidance = new Map<string, Array<{ urgency: string; professionalType: string }>>();

  beforeAll(async () => {
    if (skip) return;
    pipeline = await startPipeline({ mode, ollamaHost: 'http://127.0.0.1:9', analyzer: 'lexicon' });
    if (mode === 'services') await pipeline.startWorker();
    cookie = await pipeline.signUp();
    const texts = [...Object.values(ORDINARY), ...Object.values(CRISES)].flat();
    const saved = [];
    for (const text of texts) saved.push([text, await pipeline.postEntry(cookie, text)] as const);
    for (const [text, entry] of saved) {
      entries.set(text, await pipeline.analysed(cookie, entry.id, 60_000));
      guidance.set(text, await pipeline.guidanceOf(cookie, entry.id));
    }
  }, 240_000);
  afterAll(async () => {
    await pipeline?.close();
  });

  it.skipIf(skip).each(Object.keys(ORDINARY))(
    'ten ordinary entries in %s get no crisis card and no English guess of their emotion',
    (language) => {
      for (const text of ORDINARY[language]!) {
        const entry = entries.get(text)!;
        const crisisCards = guidance.get(text)!.filter((g) => g.professionalType === 'crisis_support');
        expect([text, crisisCards]).toEqual([text, []]);
        expect(entry.analyzer).toBe('lexicon');
        expect(entry.mood).toBeNull();
        expect([text, entry.emotions]).toEqual([
          text,
          [
            expect.objectContaining({
              dominantEmotion: null,
              confidence: 0,
              joy: 0,
              calm: 0,
              anxiety: 0,
              sadness: 0,
              anger: 0,
              insights: ['Analysed in English only — connect a local model in Ollama for other languages'],
            }),
          ],
        ]);
      }
    },
  );

  it.skipIf(skip)(
    'keeps every read of the journal answering with entries whose emotion was not read',
    async () => {
      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
      for (const url of [
        '/api/stats',
        '/api/emotions/timeline?days=30',
        `/api/emotions/calendar?from=${yearAgo}&to=${today}`,
        `/api/emotions/calendar/${today}`,
        '/api/recommendations',
        '/api/entries/on-this-day',
        '/api/entries?limit=50',
        '/api/ai-coach/memory-checkin',
      ]) {
        const res = await pipeline.app.inject({ method: 'GET', url, headers: { cookie } });
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
      // No emotion is counted for them: the dominant mood comes only from what was read (the crises' sober reading).
      const stats = (
        await pipeline.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie } })
      ).json<{ totalEntries: number }>();
      expect(stats.totalEntries).toBe(entries.size);
    },
  );

  it.skipIf(skip).each(Object.keys(CRISES))(
    'plain crisis statements in %s get crisis support',
    (language) => {
      for (const text of CRISES[language]!) {
        const cards = guidance.get(text)!.filter((g) => g.professionalType === 'crisis_support');
        expect([text, cards.length]).toEqual([text, 1]);
        expect(['immediate', 'high']).toContain(cards[0]!.urgency);
        // No English guess on these either: the emotion stays unread, never joy or calm.
        expect(entries.get(text)!.emotions[0]?.dominantEmotion ?? null).toBeNull();
      }
    },
  );
});
