import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline } from './pipeline-harness.ts';

/**
 * Issue 21, guidance that fits what fired, over HTTP with the built-in analyzer: danger from another person gets
 * safety planning and domestic-abuse lines (no breathing exercise, no "hurting yourself"), self-harm gets self-harm
 * support, and intent keeps the suicide crisis text.
 */
const DANGER = 'He choked me and threatened to kill me. I am scared and anxious and cannot stop shaking.';
const SELF_HARM = 'Held the lighter to my wrist until it blistered.';
const INTENT = 'I have a plan to kill myself tonight and I have the pills ready.';

describe('crisis guidance by what fired', () => {
  let pipeline: Pipeline;
  let cookie: string;

  beforeAll(async () => {
    const services = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
    // The built-in analyzer (no model at this address).
    pipeline = await startPipeline({
      mode: services ? 'services' : 'embedded',
      ollamaHost: 'http://127.0.0.1:9',
      analyzer: 'lexicon',
    });
    if (services) await pipeline.startWorker();
    cookie = await pipeline.signUp();
  });
  afterAll(() => pipeline.close());

  const guidanceText = async (text: string) => {
    const saved = await pipeline.postEntry(cookie, text);
    await pipeline.analysed(cookie, saved.id);
    const items = await pipeline.guidanceOf(cookie, saved.id);
    const crisis = items.filter((i) => i.professionalType === 'crisis_support');
    expect(crisis).toHaveLength(1);
    return { crisis: crisis[0]!, all: items.map((i) => `${i.concern} ${i.recommendation}`).join('\n') };
  };

  it('names the domestic-abuse line for danger from another person, and no breathing exercise', async () => {
    const { crisis, all } = await guidanceText(DANGER);
    expect(crisis.recommendation).toContain('National Domestic Violence Hotline (US): call 1-800-799-7233');
    expect(crisis.recommendation).toContain('text START to 88788');
    expect(crisis.recommendation).toContain('National Domestic Abuse Helpline (UK): call 0808 2000 247');
    expect(crisis.recommendation).toMatch(/safety plan/i);
    expect(all).not.toMatch(/breath/i);
    expect(all).not.toMatch(/hurting yourself/i);
  });

  it('gives self-harm support for self-harm', async () => {
    const { crisis } = await guidanceText(SELF_HARM);
    expect(crisis.concern).toBe('What you wrote suggests you may be hurting yourself.');
    expect(crisis.recommendation).toMatch(/urge to self-harm can pass/);
    expect(crisis.recommendation).toContain('988 Suicide & Crisis Lifeline (US): call or text 988');
    expect(crisis.concern).not.toMatch(/someone may be hurting/);
  });

  it('keeps the suicide crisis text for intent', async () => {
    const { crisis } = await guidanceText(INTENT);
    expect(crisis.urgency).toBe('immediate');
    expect(crisis.concern).toContain('planning to end your life');
    expect(crisis.recommendation).toContain('988 Suicide & Crisis Lifeline (US): call or text 988');
    expect(crisis.recommendation).not.toContain('Domestic');
  });
});
