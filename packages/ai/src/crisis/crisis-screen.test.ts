// The screen's figures (cross-validated, on every labelled set, and on the blind sets) are in data/README.md; this
// file tests its behaviour: the tiers, the rule layer's guards, the shape of its answer and the guidance.
import { readFileSync } from 'node:fs';

import { ZGuidanceItemSchema } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';

import { alarmOf } from './crisis-model.ts';
import { applyCrisisRules } from './crisis-rules.ts';
import { DEFAULT_CRISIS_LINES, buildCrisisGuidance, crisisGuidance } from './crisis-guidance.ts';
import { screenForCrisis } from './crisis-screen.ts';
import { conceptsFound } from './crisis-tier.ts';
import { splitSentences } from '../learn/text-features.ts';

const rules = (text: string) => applyCrisisRules(splitSentences(text));
const concepts = (text: string) => conceptsFound(splitSentences(text), rules(text));

describe('crisis screen', () => {
  it('gives the crisis tier to intent, a plan, means, an attempt and danger from another person', () => {
    for (const text of [
      'Suicide keeps coming into my head. I have a plan and I have the means.',
      'I took all my pills.',
      "I'm going to end my life on Friday.",
      'He choked me and threatened to kill me.',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, 'crisis']);
    }
    expect(screenForCrisis('I took all my pills.').kinds).toContain('intent_to_die');
  });

  it("gives the crisis tier to ending one's life thought of for tonight or another near, named time", () => {
    for (const text of [
      'I feel hopeless and I want to die, I have been thinking about ending my life tonight.',
      'I keep thinking about killing myself this weekend',
      'i want to end it all tomorrow night',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, 'crisis']);
    }
    // A death wish with a time but no act stays the distress tier; a dying wish about an exam stays below crisis.
    for (const text of ['I want to die tonight.', 'I wanna die tomorrow lol the exam']) {
      expect([text, screenForCrisis(text).tier]).not.toEqual([text, 'crisis']);
    }
  });

  it('gives the crisis tier to a decision or readiness told beside a wish to die', () => {
    for (const text of [
      'I know how I do it now. Nobody will miss me.',
      "When I do it, it will be quiet. I can't go on.",
      "It'll be enough. I've decided. I don't want to be here anymore.",
      'Tomorrow I end it. Everything is ready.',
      'I have decided. After the results come on Monday I will end it.',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, 'crisis']);
    }
    // A decision beside no wish to die is no Immediate Support. (The shipped model still gives the first the
    // distress tier through "decided" and "ready": a false alarm for the next candidate, data/README.md.)
    for (const text of [
      "I've decided to take the job in Leeds. I'm ready for a change.",
      'Days like this are why I do it.',
    ]) {
      expect([text, screenForCrisis(text).tier]).not.toEqual([text, 'crisis']);
    }
  });

  // Issue 21: Immediate Support only for intent, a plan, means, an attempt or present danger.
  it('gives a wish to die or self-injury alone the distress tier, never silence', () => {
    for (const text of [
      "I don't want to be alive anymore, I keep thinking about ending it",
      "I've been cutting myself again.",
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, 'distress']);
    }
  });

  it('cannot fire on nothing: no risk signal, no tier, whatever the model reads', () => {
    for (const text of [
      'Bridge club tonight, then an early night.',
      'Great, another Monday. Love being ignored.',
      'Killed it at the quiz tonight, we came second!',
      'It should have been me who got the promotion.',
    ]) {
      expect([text, concepts(text), screenForCrisis(text).tier]).toEqual([text, [], null]);
    }
  });

  // Issue 21, round 21's quiet crises, in new words: the families, not the sentences.
  it('finds a risk signal in quiet crises with no method word', () => {
    for (const text of [
      'Everyone at home would honestly manage fine without me.',
      "Took the corner by the mill too fast on purpose, hoping the van would hit me. It didn't.",
      'Gave the budgie to my neighbour so he is looked after. Cancelled my phone contract.',
      "I've stopped taking my insulin. No point dragging this out.",
      'Stood at the end of the jetty a long time, looking down at the water.',
      "If I tell anyone about the bruises she'll take the kids, she says.",
      // Round 22's review: slipping away, a service weapon, tallies on the skin, pictures held over one.
      'Some nights I think I could just slip away in my sleep and that would be fine.',
      'Brought the service pistol home from the range.',
      'Another tally on my thigh tonight.',
      "He'll send the photos to my boss if I go.",
      // The wake fix: a survivor's wish to have died in another's place.
      'Two more of the lads gone this year. It should have been me, not them.',
    ]) {
      expect([text, concepts(text).length > 0]).toEqual([text, true]);
    }
  });

  // Sixth session: kitchen knives, plant cuttings, one's own medicine taken as prescribed, a clinic's blood, bled
  // radiators, the birds, a haircut and a song's bridge raise no concept; the first-person senses still do.
  it('finds no risk signal in knives, cuttings, doses, blood, swallows or bridges in their everyday senses', () => {
    for (const text of [
      'Got a new knife block for the flat, finally.',
      'The knife drawer is finally sorted, sharpener and all.',
      'Rooted some rosemary cuttings in a jam jar on the sill.',
      'Took my thyroid tablets before breakfast, then a run.',
      'Forgot my meds this morning, took them at lunch.',
      'Blood test on Tuesday, fasting from midnight.',
      'Bled the brakes on the bike, then a ride.',
      'Swallows nesting under the eaves again.',
      'The barber cut it far too short.',
      'We sang the bridge of the hymn twice.',
      'Packed the car, ready for the holiday.',
    ]) {
      expect([text, concepts(text)]).toEqual([text, []]);
    }
  });

  it('still finds one in cutting oneself, pills taken all at once, stockpiled or stopped, a bridge stood on', () => {
    for (const text of [
      'Cut myself on the arm again with the kitchen knife.',
      'Took all my pills with the wine.',
      'I took my sleeping pills, every one of them.',
      'Stockpiling my pills in the cupboard.',
      'Stopped taking my heart tablets on purpose.',
      'Held the knife to my wrist for ages.',
      'Bled through my sleeve again.',
      'Swallowed the lot.',
      'Stood on the bridge for an hour.',
      "I'm ready for it all to be over.",
    ]) {
      expect([text, concepts(text).length > 0]).toEqual([text, true]);
    }
  });

  // Round 35's ordinary cards (data/README.md, `crisis17`), told in other words: a game lost, a pet at the door, a
  // baby at the screen, a tablet computer, sleep compared with a pill, a fortnight's bills, kit made ready, savings.
  it('gives no tier to a game lost, a pet at the door, a tablet computer, bills sorted or kit made ready', () => {
    for (const text of [
      'Taught my nephew draughts on Sunday. He beat me twice.',
      "My granddaughter beat me at cards again, she's merciless.",
      'Sam beat me to it and booked the table first.',
      "The cat's staying with Mum. She sent a photo of him sat outside my bedroom door.",
      'FaceTime with my daughter. The baby grabbed at the phone like she wanted to climb through to me.',
      'My tablet keeps freezing halfway through the crossword app.',
      'The radio play was better than a sleeping pill.',
      'Pension in, paid the paper bill, everything sorted for another month.',
      'Polished my boots and laid out my kit for training tomorrow. Ready.',
      "Can't lend him anything, it's just my savings for the funeral and the roof.",
      'Cycled along the river to work, herons out.',
    ]) {
      expect([text, concepts(text), screenForCrisis(text).tier]).toEqual([text, [], null]);
    }
  });

  it('still gives the crisis tier to a beating, tablets made ready, affairs sorted for after, a man at the door', () => {
    for (const text of [
      'He beat me again last night.',
      'We played cards after tea. Then he beat me with his belt.',
      "I've got the tablets ready.",
      "Everything's sorted for after I'm gone.",
      'The dog barked all night. He was waiting outside my bedroom door again.',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, 'crisis']);
    }
    for (const text of [
      'Sorted the letters and the tablets. Ready.',
      'Going up on the roof tonight to jump.',
      'I keep thinking about walking into the river.',
    ]) {
      expect([text, screenForCrisis(text).tier]).not.toEqual([text, null]);
    }
  });

  // Round 36's ordinary cards (data/README.md, `crisis18`), told in other words: a realisation that "hit me", a game
  // or a signal gone, a car scratched, a ring that no longer fits, a door an agent left unlocked, an ex's own photos.
  it('finds no risk concept in a realisation, a game gone, a scratched car, a tight ring or a door left unlocked', () => {
    for (const text of [
      "At the Christmas party it hit me that I don't know anyone in the new team.",
      'Then it really hit me that the kids have grown up.',
      "Ref gave the penalty in the 90th minute. Season's gone.",
      'Someone scratched my car in the supermarket car park. Fuming.',
      "Wedding ring doesn't fit since the pregnancy, so it's on a shelf for now.",
      'The landlord came round for the meter while I was out and left the back door unlocked.',
      'My ex keeps posting photos of his new kitchen. Good for him, I suppose.',
      'It was the same man who said the parcel was lost.',
    ]) {
      expect([text, concepts(text)]).toEqual([text, []]);
    }
  });

  // Round 36's missed crises (data/README.md, `crisis18`), in other words: each is now a risk signal the model weighs.
  it('finds a risk concept in plain words for not being around, a hosepipe and tape, and stalking told as acts', () => {
    for (const [text, concept] of [
      ["Everyone would cope fine if I just wasn't around anymore.", 'wish_to_die'],
      ['I keep hoping a lorry takes me out on the way in.', 'wish_to_die'],
      ['Thought about walking into the sea, going under and just staying down.', 'wish_to_die'],
      ["Woke at five. Gutted it's another day.", 'wish_to_die'],
      [
        'Got a hosepipe and some duct tape from the garden centre. Nobody home till Monday.',
        'method_or_means',
      ],
      ["There's a bend on the coast road where I'll open it right up and not turn.", 'method_or_means'],
      ["He texted me: 'I know what time you finish.'", 'threat_or_violence'],
      ['Found a dead rat on my doorstep again, after he said I would pay.', 'threat_or_violence'],
      ['He hit me again when I got home.', 'threat_or_violence'],
    ] as const) {
      expect([text, concepts(text)]).toEqual([text, expect.arrayContaining([concept])]);
    }
  });

  // Round 37's ordinary cards (data/README.md, `crisis19`), told in other words.
  it('finds no risk concept in a target hit, a cracked handle, a guest coming in to eat or a last night shift', () => {
    for (const text of [
      'Hit my sales target two days early and the manager bought cakes.',
      "The mug's cracked, so it's in the bin.",
      'My in-laws are coming in for dinner on Friday.',
      'Sorted the freezer and worked out meals for the week.',
      'Last one done: my last night shift before the rota changes.',
      "Handle's loose and the edge is wrecked.",
      'Took my nan to the pictures and we shared a bag of sweets.',
      'I need to control my temper with the kids in the mornings.',
    ]) {
      expect([text, concepts(text)]).toEqual([text, []]);
    }
  });

  it('finds a risk concept in hoping not to wake, the world lighter without one, and a car that follows', () => {
    for (const [text, concept] of [
      ["Kept hoping I won't wake up after tonight.", 'wish_to_die'],
      ['Everyone would be lighter without me dragging them down.', 'wish_to_die'],
      ["That grey van has followed me home twice this week. He doesn't even hide it.", 'threat_or_violence'],
      ['He said accidents happen on building sites and nobody asks questions.', 'threat_or_violence'],
      ['He hit me when I asked for my wages.', 'threat_or_violence'],
      ['Gave the dog to my sister so he is looked after.', 'goodbye'],
    ] as const) {
      expect([text, concepts(text)]).toEqual([text, expect.arrayContaining([concept])]);
    }
  });

  it('answers with the tier, the kinds and the layer that decided', () => {
    expect(screenForCrisis('My partner hit me last night in front of the kids.')).toEqual({
      isCrisis: true,
      tier: 'crisis',
      kinds: expect.arrayContaining(['danger_from_other']) as unknown,
      layer: 'rules',
      language: 'en',
    });
    expect(screenForCrisis('')).toEqual({
      isCrisis: false,
      tier: null,
      kinds: [],
      layer: null,
      language: 'en',
    });
  });

  it('stays quiet on everyday entries, happy or hard', () => {
    for (const text of [
      'Long day. Made soup, watched a film, early night.',
      'Got the offer letter this morning! Celebrating with tacos tonight.',
      'Another long day at the office. The deadline keeps moving and I could not switch off tonight.',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, null]);
    }
  });

  // Regression: a learned positive bias made short texts (few features, so little evidence against) fire the
  // distress tier: "Entry number 4 of a busy day.", and 19 of 51 ordinary coach questions in the coach's run.
  it('stays quiet on short notes with numbers and on everyday coach questions', () => {
    for (const text of [
      'Entry number 4 of a busy day.',
      'Note to self: buy milk.',
      'Quick note.',
      'Entry 12',
      'Hello',
      'Day 3 of 30.',
      'Page 14 of my notebook.',
      'Checking in at 4pm, all fine.',
      'A note on the week: busy but ok.',
      'Tried the new cafe at number 22.',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, null]);
    }
    // Not trained on (data/README.md). The old model fired on 17 of these 42. The concept-gated screen gives two a
    // tier: "a plan" for bills (the crisis tier) and "the good things in my life" (distress): broad inventory phrases
    // that carry quiet crises too (ai-lab data/README.md, issue 21 gate); waking at 3am stopped after the sleep fix
    // made waking a signal only as a wish not to wake. A fourth would mean the short-text defect is back.
    const questions = JSON.parse(
      readFileSync(new URL('../../../ai-lab/test-data/coach-questions.json', import.meta.url), 'utf8'),
    ) as Array<{ question: string }>;
    const alarms = questions.filter(({ question }) => screenForCrisis(question).tier !== null);
    expect(alarms.length).toBeLessThanOrEqual(3);
  });

  it('lets the model catch what no rule names: a plan told through its means, control at home', () => {
    for (const text of [
      'Counted the tablets in the sock drawer again tonight. Nearly enough now.',
      "He takes my phone and my bank card when he goes to work so I can't leave.",
    ]) {
      const found = screenForCrisis(text);
      expect([text, found.isCrisis, found.layer]).toEqual([text, true, 'model']);
    }
  });

  it('reads the alarm as the mean of the general alarm class and the likeliest kind', () => {
    // Four kinds (CRISIS_KINDS order), then 'any', then 'alarm'.
    expect(alarmOf([0.1, 0.2, 0.05, 0.9, 0.7, 0.6])).toBeCloseTo(0.75);
    expect(alarmOf([0.1, 0.2, 0.05, 0.3, 0.7, 0.9])).toBeCloseTo(0.6);
    // One class alone cannot raise it above the other's reading by more than half the gap.
    expect(alarmOf([0.99, 0.1, 0.1, 0.1, 0.5, 0.1])).toBeCloseTo(0.545);
  });

  it('reads one crisis sentence inside a long ordinary entry', () => {
    const day = 'Work was fine, lunch with Sam, the bus was late again and I cooked pasta. ';
    const text = `${day.repeat(6)}I'm going to kill myself tonight and I don't know who to tell. ${day.repeat(6)}`;
    expect(screenForCrisis(text).tier).toBe('crisis');
  });
});

describe('crisis rules', () => {
  it('match plain first-person statements of each kind', () => {
    expect(rules('I want to kill myself.')).toEqual(['suicidal_ideation']);
    expect(rules("I'm going to end my life on Friday.")).toEqual(['intent_to_die']);
    expect(rules("I've been cutting myself again.")).toEqual(['self_harm']);
    expect(rules('He choked me and threatened to kill me.')).toEqual(['danger_from_other']);
  });

  it('match an overdose just taken and danger told plainly: held down, shut in, smothered, images threatened', () => {
    for (const text of [
      "took like 30 of my mum's pills an hour ago",
      'Just swallowed the whole packet.',
      'Overdosed about an hour ago.',
    ])
      expect([text, rules(text)]).toEqual([text, ['intent_to_die']]);
    for (const text of [
      'He pinned me down until I apologised.',
      'My mother-in-law locks me in when she goes out.',
      'She threw a glass at me.',
      'He put a pillow over my face.',
      'He says he will kill me.',
      "She'll send my nudes to everyone at school.",
      'I am not safe at home.',
    ])
      expect([text, rules(text)]).toEqual([text, ['danger_from_other']]);
  });

  it('do not match the same words about medicine cabinets, chocolate, spoilers or holiday photos', () => {
    for (const text of [
      'Took all my old medication to the pharmacy for safe disposal.',
      'Took two paracetamol for the headache.',
      'Overdosed on Christmas chocolate.',
      "He said he'll kill me if I spoil the ending.",
      'I will post the photos online tonight.',
      'My brother once locked me in the shed, we laugh about it now, he never locked me in again.',
    ])
      expect([text, rules(text)]).toEqual([text, []]);
  });

  it('match the shapes blind rounds 4-8 missed: own pills counted, a cabinet emptied, hot objects, a date, passive wishes, followed', () => {
    const cases: Array<[string, string]> = [
      ['Necked about 40 of my co-codamol after the row.', 'intent_to_die'],
      ["I've picked the day to end my life.", 'intent_to_die'],
      ["Going to end it all on my birthday, it's only fitting.", 'intent_to_die'],
      ['Held the lighter to my wrist until it blistered.', 'self_harm'],
      ['I press the hot iron against my thigh when it gets too loud.', 'self_harm'],
      ["Wouldn't mind not waking up tomorrow, if I'm honest.", 'suicidal_ideation'],
      ['Every night I pray the Lord takes me in my sleep.', 'suicidal_ideation'],
      ['Took everything in the medicine cabinet about an hour ago.', 'intent_to_die'],
      ["I'd rather be dead than keep feeling like this.", 'suicidal_ideation'],
      ["My ex has been following me home from work. He doesn't say anything.", 'danger_from_other'],
      ['The same man followed me from the station again.', 'danger_from_other'],
    ];
    for (const [text, kind] of cases) expect([text, rules(text)]).toEqual([text, [kind]]);
  });

  it('do not match the same words about routine doses, ironing, weddings, lie-ins, faith or a kind neighbour', () => {
    for (const text of [
      'Took 2 of my sertraline as usual this morning.',
      'Took 30 photos of the sunset over the harbour.',
      'Burnt my hand on the iron doing his shirts.',
      'Held the hot water bottle on my stomach all afternoon.',
      'Held the lighter to my cigarette and finally relaxed.',
      "We've set the date for the wedding!",
      'Planning to end things with Marcus on my birthday.',
      "Wouldn't mind not waking up for my alarm tomorrow, bank holiday.",
      "I'd rather be dead than wear that dress.",
      'I pray God takes me to the right path this year.',
      'Took everything in the medicine cabinet back to the pharmacy for disposal.',
      "Keep thinking someone's following me home but it's just other commuters.",
      'He followed me home from school to give back my scarf.',
      'My toddler follows me everywhere, even to the loo.',
    ])
      expect([text, rules(text)]).toEqual([text, []]);
  });

  it('do not match denials, accidents, jokes or talk about a film or a course', () => {
    expect(rules('I would never hurt myself.')).toEqual([]);
    expect(rules('I cut myself shaving this morning.')).toEqual([]);
    expect(rules("Mum said she'd kill me if I was late lol, he threatened to kill me haha")).toEqual([]);
    expect(rules('In the film the hero says I want to kill myself in the first scene.')).toEqual([]);
  });

  // Issue 21, round 20's misses, in new words: the families, not the sentences.
  it('match affairs put in order before a named day, starving as a rule, a cut in progress, prayer, a goodbye', () => {
    for (const [text, kind] of [
      ["Rehomed the cat with Jo. Left the car keys with Dad. Tomorrow's the day.", 'intent_to_die'],
      ['Gave my passwords to my cousin. Logged off the forum. Saturday is the day.', 'intent_to_die'],
      ['Wrote to my aunt: thanks for everything, please forgive me.', 'intent_to_die'],
      ['Had a biscuit so nothing to eat until Monday. Thats the rule.', 'self_harm'],
      ["I don't deserve breakfast after yesterday.", 'self_harm'],
      ['The blade is in my pencil case. Already did two lines.', 'self_harm'],
      ['I keep asking God to take my soul in my sleep.', 'suicidal_ideation'],
      ['It would be easier for everyone if I had never been born.', 'suicidal_ideation'],
      ['My son-in-law locks me in the box room on Sundays.', 'danger_from_other'],
      ['He punched Marek in the yard. Then he said to me you are next.', 'danger_from_other'],
    ] as const) {
      expect([text, rules(text)]).toEqual([text, [kind]]);
    }
  });

  // Issue 21, round 22's plain-word misses, in new words: the families, not the sentences.
  it('match quiet and plain wishes, pills gathered, terse self-harm and a grip on the throat', () => {
    for (const [text, kind] of [
      ['Honestly I just want to stop existing.', 'suicidal_ideation'],
      ['Lie awake hoping for never waking up.', 'suicidal_ideation'],
      ['The lads would be lighter without me.', 'suicidal_ideation'],
      ["I'm tired of being alive.", 'suicidal_ideation'],
      ['Keeping the tablets I have been saving in a sock.', 'intent_to_die'],
      ['Stashed enough paracetamol in the shed now.', 'intent_to_die'],
      ['Burning again. Sleeve down.', 'self_harm'],
      ['Scratched my wrists raw in the exam hall.', 'self_harm'],
      ['Punched the mirror until my knuckles bled.', 'self_harm'],
      ['Burned my forearm with the lighter. It was not an accident.', 'self_harm'],
      ['My stepfather grabbed me by the throat on the landing.', 'danger_from_other'],
    ] as const) {
      expect([text, rules(text)]).toEqual([text, [kind]]);
    }
  });

  it('do not match the same words about lie-ins, savings, haircuts, games or a tired commute', () => {
    for (const text of [
      'I want to stop existing on four hours of sleep, new bedtime from Monday.',
      "I'm tired of living in this damp flat.",
      'Saving my meds list in the notes app for the GP.',
      'Cut again by the barber, shorter this time.',
      'She beat me at chess three games running.',
      'He beat me in the race to the car.',
      'Held the kitten by the scruff of the neck like the vet said.',
    ]) {
      expect([text, rules(text)]).toEqual([text, []]);
    }
  });

  it('do not match the same days, meals or blades in an everyday sense', () => {
    for (const text of [
      "Paid off the car loan. Saturday's the day we move house!",
      'Skipped lunch, the meeting ran over. My own rule: never again.',
      'Razor blades on the shopping list. Did one line of the crossword.',
      'Cancelled the gym. Decision is made, I run outside now.',
    ]) {
      expect([text, rules(text)]).toEqual([text, []]);
    }
  });

  it('count no signal in everyday senses of dead, cut, kill, letters, being ready, tools and gone', () => {
    for (const text of [
      "My phone's been dead since lunch and the chat is dead too.",
      'Cut my hair short and the shop cut its prices.',
      'I cut him off at the bar and called him a cab.',
      'If they change the rota again I will kill someone.',
      "The letter came this morning. I'm not ready for the move.",
      'Sharpened the bread knife and the hedge trimmer blades. New razor for a close shave.',
      "The café I've gone to for years is closing. Garden sorted for the winter.",
    ]) {
      expect([text, concepts(text)]).toEqual([text, []]);
    }
  });

  // Tenth session: endings of a job, a day, a course or a habit, a goodbye on a last day at work, rest chosen on
  // purpose and scars healed are everyday; done with life, a goodbye with no leaving, old scars opened are not.
  it('count no signal in everyday endings, leaving goodbyes, rest chosen and healed scars', () => {
    for (const text of [
      "I'm done with this job and I'm handing my notice in.",
      "That's me finished for the day, I'm done for today.",
      "I'm so done with this module, one essay left.",
      'Quit vaping for good this spring, and I am finished with dating apps.',
      'Last day at the depot, said goodbye to the lads and handed my keys in.',
      'Switched my phone off on purpose at eight and read in the bath.',
      'Bit my tongue in the meeting. The room felt lighter after lunch.',
      'My scars have faded and I wear short sleeves now.',
      'Drowning in marking this week, ninety scripts left.',
    ]) {
      expect([text, concepts(text)]).toEqual([text, []]);
    }
    for (const text of [
      "I'm done.",
      "I'm done with life.",
      'I want to be gone for good.',
      'Said goodbye to the dog and the house tonight.',
      'I opened the old scars again last night.',
      'Burnt my arm with a lighter on purpose.',
    ]) {
      expect([text, concepts(text).length > 0]).toEqual([text, true]);
    }
  });

  it('are few, and the screen a reviewer reads stays under 700 lines', () => {
    const lines = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8').split('\n').length;
    expect(lines('./crisis-rules.ts')).toBeLessThan(170);
    const reviewed = [
      './crisis-screen.ts',
      './crisis-rules.ts',
      './crisis-model.ts',
      './crisis-tier.ts',
      './crisis-concepts.ts',
      './crisis-kinds.ts',
      '../learn/text-features.ts',
      '../learn/linear-model.ts',
    ];
    expect(reviewed.reduce((sum, path) => sum + lines(path), 0)).toBeLessThan(700);
  });
});

describe('crisis guidance', () => {
  it('is immediate crisis support naming every configured line and local emergency services', () => {
    const guidance = ZGuidanceItemSchema.parse(crisisGuidance(DEFAULT_CRISIS_LINES, ['suicidal_ideation']));
    expect(guidance.urgency).toBe('immediate');
    expect(guidance.professionalType).toBe('crisis_support');
    expect(guidance.recommendation).toContain('988 Suicide & Crisis Lifeline (US): call or text 988');
    expect(guidance.recommendation).toContain('Samaritans (UK & ROI): call 116 123');
    expect(guidance.recommendation).toContain('findahelpline.com');
    expect(guidance.recommendation).toMatch(/local emergency number/);
  });

  it('uses the lines the app configures instead of the defaults', () => {
    const guidance = crisisGuidance([{ name: 'Lifeline', region: 'Australia', contact: 'call 13 11 14' }]);
    expect(guidance.recommendation).toContain('Lifeline (Australia): call 13 11 14');
    expect(guidance.recommendation).not.toContain('988');
  });

  it('adds safety advice when someone else is the danger, and never quotes the entry', () => {
    const text = 'My partner hit me last night in front of the kids.';
    const guidance = buildCrisisGuidance(text);
    expect(guidance?.concern).toMatch(/someone may be hurting or threatening you/);
    expect(guidance?.recommendation).toMatch(/safe place/);
    expect(JSON.stringify(guidance)).not.toContain('in front of the kids');
  });

  it('stays within the stored length limits with many configured lines', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      name: `Helpline number ${i} with a long name`,
      region: 'Somewhere',
      contact: `call 0800 000 00${i}`,
    }));
    expect(() =>
      ZGuidanceItemSchema.parse(crisisGuidance(many, ['danger_from_other', 'intent_to_die'])),
    ).not.toThrow();
  });

  it('is null when the screen is quiet', () => {
    expect(buildCrisisGuidance('Lovely lunch with Gran, then a nap in the sun. Good day.')).toBeNull();
  });

  it('is a gentle high-urgency card with the crisis lines for the distress tier', () => {
    const guidance = ZGuidanceItemSchema.parse(crisisGuidance(DEFAULT_CRISIS_LINES, [], 'distress'));
    expect(guidance).toMatchObject({ urgency: 'high', professionalType: 'crisis_support' });
    expect(guidance.recommendation).toContain('If you are having thoughts of harming yourself');
    expect(guidance.recommendation).toContain('Samaritans (UK & ROI): call 116 123');
    expect(guidance.recommendation).not.toMatch(/emergency/);
  });
});
