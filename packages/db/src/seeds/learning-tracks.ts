import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

interface SeedModule {
  title: string;
  slug: string;
  summary: string;
  durationMin: number;
  level: 'beginner' | 'intermediate' | 'advanced';
  videoUrl: string;
  isPreview: boolean;
  /** Topics the learning recommendations match against recent emotions (breathing, grounding, sleep, self-compassion). */
  tags: string[];
}

interface SeedTrack {
  title: string;
  slug: string;
  description: string;
  category: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  estimatedDuration: number;
  isPremium: boolean;
  learningObjectives: string;
  prerequisites: string | null;
  tags: string[];
  modules: SeedModule[];
}

/**
 * The two tracks a new instance starts with (one free, one premium), linking well-known public talks. "Reset
 * Data" in the admin area restores exactly these.
 */
export const LEARNING_SEED: readonly SeedTrack[] = [
  {
    title: 'Calm in the Body',
    slug: 'calm-in-the-body',
    description:
      'Short practices for anxious days: slow breathing, grounding your attention in the present, and meeting worry with curiosity.',
    category: 'Stress & Anxiety',
    difficulty: 'beginner',
    estimatedDuration: 75,
    isPremium: false,
    learningObjectives:
      'Use your breath to settle your body; ground yourself when thoughts race; notice worry loops without feeding them.',
    prerequisites: null,
    tags: ['breathing', 'grounding', 'anxiety'],
    modules: [
      {
        title: 'Ten mindful minutes',
        slug: 'ten-mindful-minutes',
        summary:
          'Andy Puddicombe on why a few minutes of paying attention to the breath each day changes how we meet a busy mind.',
        durationMin: 10,
        level: 'beginner',
        videoUrl: 'https://www.youtube.com/watch?v=qzR62JJCMBQ',
        isPreview: true,
        tags: ['breathing', 'mindfulness'],
      },
      {
        title: 'Making stress your friend',
        slug: 'making-stress-your-friend',
        summary:
          'Kelly McGonigal on how the way we read a racing heart and quick breath changes what stress does to us.',
        durationMin: 15,
        level: 'beginner',
        videoUrl: 'https://www.youtube.com/watch?v=RcGyVTAoXEU',
        isPreview: false,
        tags: ['breathing', 'anxiety'],
      },
      {
        title: 'Grounding: coming back to now',
        slug: 'grounding-coming-back-to-now',
        summary:
          'Jon Kabat-Zinn on mindfulness as paying attention, on purpose, in the present moment: the heart of every grounding exercise.',
        durationMin: 20,
        level: 'beginner',
        videoUrl: 'https://www.youtube.com/watch?v=3nwwKbM_vJc',
        isPreview: false,
        tags: ['grounding', 'mindfulness'],
      },
      {
        title: 'Stepping out of the worry loop',
        slug: 'stepping-out-of-the-worry-loop',
        summary:
          'Judson Brewer on habit loops, and how curiosity about a craving or a worry loosens its grip better than force.',
        durationMin: 10,
        level: 'intermediate',
        videoUrl: 'https://www.youtube.com/watch?v=-moW9jvvMr4',
        isPreview: false,
        tags: ['grounding', 'anxiety'],
      },
      {
        title: 'Emotional first aid',
        slug: 'emotional-first-aid',
        summary:
          'Guy Winch on tending to everyday psychological injuries, such as rumination and failure, as we tend to a cut.',
        durationMin: 17,
        level: 'intermediate',
        videoUrl: 'https://www.youtube.com/watch?v=F2hc2FLOdhI',
        isPreview: false,
        tags: ['grounding', 'self-compassion'],
      },
    ],
  },
  {
    title: 'Rest and Self-Compassion',
    slug: 'rest-and-self-compassion',
    description:
      'Understand why sleep matters so much to mood, build a kinder evening routine, and learn to treat yourself as you would a friend.',
    category: 'Sleep & Self-Care',
    difficulty: 'intermediate',
    estimatedDuration: 90,
    isPremium: true,
    learningObjectives:
      'Protect your sleep; understand how rest shapes emotion; replace self-criticism with self-compassion.',
    prerequisites: 'None; the Calm in the Body track is a gentle start.',
    tags: ['sleep', 'self-compassion'],
    modules: [
      {
        title: 'Sleep is your superpower',
        slug: 'sleep-is-your-superpower',
        summary:
          'Matt Walker on what a night of sleep does for memory, mood and the body, and what losing it costs.',
        durationMin: 20,
        level: 'beginner',
        videoUrl: 'https://www.youtube.com/watch?v=5MuIMqhT8DM',
        isPreview: true,
        tags: ['sleep'],
      },
      {
        title: 'Why do we sleep?',
        slug: 'why-do-we-sleep',
        summary: 'Russell Foster on the science of sleep and the link between sleep and mental health.',
        durationMin: 22,
        level: 'intermediate',
        videoUrl: 'https://www.youtube.com/watch?v=LWULB9Aoopc',
        isPreview: false,
        tags: ['sleep'],
      },
      {
        title: 'Self-esteem or self-compassion?',
        slug: 'self-esteem-or-self-compassion',
        summary:
          'Kristin Neff on the difference between judging ourselves well and treating ourselves kindly, and why the second lasts.',
        durationMin: 19,
        level: 'beginner',
        videoUrl: 'https://www.youtube.com/watch?v=IvtZBUSplr4',
        isPreview: false,
        tags: ['self-compassion'],
      },
      {
        title: 'The power of vulnerability',
        slug: 'the-power-of-vulnerability',
        summary: 'Brené Brown on shame, worthiness and the courage to be seen, a talk many people return to.',
        durationMin: 20,
        level: 'intermediate',
        videoUrl: 'https://www.youtube.com/watch?v=iCvmsMzlF7o',
        isPreview: false,
        tags: ['self-compassion'],
      },
    ],
  },
];

/** Inserts the seeded tracks and their modules after any tracks already there. */
export async function insertLearningSeed(db: Kysely<Database>): Promise<void> {
  const last = await db
    .selectFrom('learningTracks')
    .select((eb) => eb.fn.max('sortOrder').as('max'))
    .executeTakeFirst();
  let sortOrder = (last?.max ?? -1) + 1;
  for (const { modules, tags, ...track } of LEARNING_SEED) {
    const existing = await db
      .selectFrom('learningTracks')
      .select('id')
      .where('slug', '=', track.slug)
      .executeTakeFirst();
    // A track an admin created with the same slug is left alone.
    if (existing) continue;
    const { id } = await db
      .insertInto('learningTracks')
      .values({ ...track, tags: JSON.stringify(tags), sortOrder: sortOrder++ })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('learningModules')
      .values(
        modules.map((m, index) => ({ ...m, trackId: id, tags: JSON.stringify(m.tags), sortOrder: index })),
      )
      .execute();
  }
}
