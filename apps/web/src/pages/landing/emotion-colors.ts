import type { TEmotion } from '@innerweather/validators/journal';

export type { TEmotion };

// Spec section 9: joy green, calm blue, anxiety yellow, sadness red, anger orange.
export const EMOTION_COLOR: Record<TEmotion, 'green' | 'blue' | 'yellow' | 'red' | 'orange'> = {
  joy: 'green',
  calm: 'blue',
  anxiety: 'yellow',
  sadness: 'red',
  anger: 'orange',
};

export function emotionColorVar(emotion: TEmotion): string {
  return `var(--mantine-color-${EMOTION_COLOR[emotion]}-6)`;
}
