import { Avatar, Group, Paper, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId } from 'react';
import { EMOTION_COLOR, emotionColorVar, type TEmotion } from './emotion-colors.ts';
import classes from './journey-illustration.module.css';

// Stops of the sample journey, from a stormy start to a clear finish; x, y in the 520 × 380 view box.
const JOURNEY: { emotion: TEmotion; x: number; y: number; labelBelow: boolean }[] = [
  { emotion: 'anger', x: 46, y: 334, labelBelow: false },
  { emotion: 'sadness', x: 140, y: 300, labelBelow: false },
  { emotion: 'anxiety', x: 238, y: 322, labelBelow: false },
  { emotion: 'calm', x: 338, y: 276, labelBelow: false },
  { emotion: 'joy', x: 456, y: 240, labelBelow: false },
];

/** A smooth curve through the journey stops (Catmull-Rom turned into cubic Béziers). */
function curveThrough(points: { x: number; y: number }[]): string {
  const [first] = points;
  if (!first) return '';
  let d = `M ${first.x} ${first.y}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p1 = points[i];
    const p2 = points[i + 1];
    if (!p1 || !p2) break;
    const p0 = points[i - 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    const c1x = p1.x + (p2.x - p0.x) / 6;
    const c1y = p1.y + (p2.y - p0.y) / 6;
    const c2x = p2.x - (p3.x - p1.x) / 6;
    const c2y = p2.y - (p3.y - p1.y) / 6;
    d += ` C ${c1x.toFixed(1)} ${c1y.toFixed(1)}, ${c2x.toFixed(1)} ${c2y.toFixed(1)}, ${p2.x} ${p2.y}`;
  }
  return d;
}

const JOURNEY_PATH = curveThrough(JOURNEY);
const SUN_RAYS = Array.from({ length: 10 }, (_, i) => (i * 360) / 10);

const SAMPLE_PEOPLE = [
  { name: 'Maya Rivera', first: 'Maya', note: 'Monday · frustrated', emotion: 'anger', place: 'start' },
  {
    name: 'Sam Okafor',
    first: 'Sam',
    note: 'Wednesday · anxious, then calm',
    emotion: 'calm',
    place: 'middle',
  },
  { name: 'Priya Nair', first: 'Priya', note: 'Friday · joy 78%', emotion: 'joy', place: 'end' },
] as const;

/**
 * The hero's emotional-journey scene: clouds clear, the sun comes up and a path of emotion-coloured stops
 * leads from a stormy day to a bright one. Pure SVG and CSS; with reduced motion it shows the clear sky at once.
 */
export function JourneyIllustration() {
  const reduceMotion = useReducedMotion();
  const id = useId();
  const ids = {
    sky: `${id}-sky`,
    storm: `${id}-storm`,
    sun: `${id}-sun`,
    journey: `${id}-journey`,
    glow: `${id}-glow`,
    path: `${id}-path`,
  };

  return (
    <div className={classes.stage}>
      <Paper className={classes.card} radius="xl" shadow="xl" withBorder>
        <svg
          className={classes.scene}
          viewBox="0 0 520 380"
          role="img"
          aria-labelledby={`${id}-title`}
          data-reduced-motion={reduceMotion ? 'true' : undefined}
        >
          <title id={`${id}-title`}>
            An emotional journey: storm clouds clear and the sun rises as a path moves from anger and sadness
            through anxiety to calm and joy.
          </title>
          <defs>
            <linearGradient id={ids.sky} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" className={classes.skyTop} />
              <stop offset="1" className={classes.skyBottom} />
            </linearGradient>
            <linearGradient id={ids.storm} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" className={classes.stormTop} />
              <stop offset="1" className={classes.stormBottom} />
            </linearGradient>
            <radialGradient id={ids.sun}>
              <stop offset="0" stopColor="#fff3bf" />
              <stop offset="0.55" stopColor="#ffd43b" />
              <stop offset="1" stopColor="#fd7e14" />
            </radialGradient>
            <radialGradient id={ids.glow}>
              <stop offset="0" stopColor="#ffe066" stopOpacity="0.75" />
              <stop offset="1" stopColor="#ffe066" stopOpacity="0" />
            </radialGradient>
            <linearGradient id={ids.journey} gradientUnits="userSpaceOnUse" x1="46" y1="0" x2="456" y2="0">
              {JOURNEY.map((stop, i) => (
                <stop
                  key={stop.emotion}
                  offset={i / (JOURNEY.length - 1)}
                  stopColor={emotionColorVar(stop.emotion)}
                />
              ))}
            </linearGradient>
          </defs>

          <rect width="520" height="380" fill={`url(#${ids.sky})`} />
          <g className={classes.stars}>
            <circle cx="300" cy="40" r="1.4" />
            <circle cx="250" cy="90" r="1" />
            <circle cx="470" cy="30" r="1.2" />
            <circle cx="40" cy="150" r="1" />
            <circle cx="190" cy="28" r="1.3" />
          </g>

          <g className={classes.sun}>
            <circle cx="420" cy="84" r="80" fill={`url(#${ids.glow})`} />
            <g className={classes.sunRays}>
              {SUN_RAYS.map((angle) => (
                <line key={angle} x1="420" y1="32" x2="420" y2="20" transform={`rotate(${angle} 420 84)`} />
              ))}
            </g>
            <circle cx="420" cy="84" r="36" fill={`url(#${ids.sun})`} />
          </g>

          <rect className={classes.overcast} width="520" height="380" fill={`url(#${ids.storm})`} />

          <g className={classes.farCloud}>
            <path d="M 20 62 h 58 a 14 14 0 0 0 -6 -27 a 20 20 0 0 0 -37 -3 a 15 15 0 0 0 -15 30 z" />
          </g>

          <g className={classes.cloud}>
            <g className={classes.rain}>
              <line x1="118" y1="128" x2="112" y2="144" />
              <line x1="146" y1="132" x2="140" y2="148" />
              <line x1="174" y1="128" x2="168" y2="144" />
              <line x1="202" y1="132" x2="196" y2="148" />
            </g>
            <path
              className={classes.cloudBody}
              d="M 96 118 h 128 a 26 26 0 0 0 0 -52 a 40 40 0 0 0 -74 -12 a 30 30 0 0 0 -54 16 a 24 24 0 0 0 0 48 z"
            />
            <path
              className={classes.cloudShade}
              d="M 96 118 h 128 a 26 26 0 0 0 0 -52 a 40 40 0 0 0 -74 -12 a 30 30 0 0 0 -54 16 a 24 24 0 0 0 0 48 z"
            />
          </g>

          <path
            className={classes.hillBack}
            d="M 0 252 C 90 226, 170 250, 250 240 S 420 196, 520 206 V 380 H 0 Z"
          />
          <path
            className={classes.hillFront}
            d="M 0 300 C 110 276, 230 312, 330 292 S 470 262, 520 270 V 380 H 0 Z"
          />

          <rect
            className={classes.overcastHills}
            y="190"
            width="520"
            height="190"
            fill={`url(#${ids.storm})`}
          />

          <path id={ids.path} className={classes.pathTrack} d={JOURNEY_PATH} />
          <path
            className={classes.pathColor}
            d={JOURNEY_PATH}
            pathLength={1}
            stroke={`url(#${ids.journey})`}
          />

          {!reduceMotion && (
            <circle r="6" className={classes.traveller}>
              <animateMotion dur="7s" begin="4.2s" repeatCount="indefinite" rotate="auto">
                <mpath href={`#${ids.path}`} />
              </animateMotion>
            </circle>
          )}

          {JOURNEY.map((stop, i) => (
            <g
              key={stop.emotion}
              className={classes.stop}
              style={{ animationDelay: `${1.3 + i * 0.6}s`, transformOrigin: `${stop.x}px ${stop.y}px` }}
            >
              <circle cx={stop.x} cy={stop.y} r="17" fill={emotionColorVar(stop.emotion)} opacity="0.22" />
              <circle
                cx={stop.x}
                cy={stop.y}
                r="9"
                fill={emotionColorVar(stop.emotion)}
                className={classes.stopDot}
              />
              <text
                x={stop.x}
                y={stop.labelBelow ? stop.y + 36 : stop.y - 25}
                textAnchor="middle"
                className={classes.stopLabel}
              >
                {stop.emotion}
              </text>
            </g>
          ))}
        </svg>

        <Group gap={6} justify="center" className={classes.legend} aria-label="Emotion colours">
          {(['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const).map((emotion) => (
            <span key={emotion} className={classes.legendItem}>
              <span
                className={classes.legendDot}
                style={{ background: emotionColorVar(emotion) }}
                aria-hidden="true"
              />
              {emotion}
            </span>
          ))}
        </Group>
      </Paper>

      {SAMPLE_PEOPLE.map((person, i) => (
        <Paper
          key={person.name}
          className={classes.person}
          data-place={person.place}
          radius="lg"
          shadow="md"
          withBorder
          style={{ animationDelay: `${0.8 + i * 0.5}s, ${4 + i * 1.3}s` }}
          aria-hidden="true"
        >
          <Group gap={10} wrap="nowrap">
            <Avatar name={person.name} color={EMOTION_COLOR[person.emotion]} radius="xl" size={36} />
            <div>
              <Text fw={650} size="sm" lh={1.2}>
                {person.first}
              </Text>
              <Group gap={6} wrap="nowrap">
                <span className={classes.legendDot} style={{ background: emotionColorVar(person.emotion) }} />
                <Text size="xs" c="dimmed" lh={1.3}>
                  {person.note}
                </Text>
              </Group>
            </div>
          </Group>
        </Paper>
      ))}
    </div>
  );
}
