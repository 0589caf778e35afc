import { EMOTIONS, type TEmotionScores } from '@innerweather/validators/journal';

/** The dominant emotion's share of the five scores (0..1). */
export function dominantShare(scores: TEmotionScores, dominant: keyof TEmotionScores): number {
  const total = EMOTIONS.reduce((sum, emotion) => sum + scores[emotion], 0);
  return total > 0 ? scores[dominant] / total : 0;
}

export interface TCalibrationReading {
  /** The dominant emotion's share of the scores. */
  share: number;
  /** Whether the dominant emotion was the one labelled. */
  right: boolean;
}

/** The mean share of the dominant emotion over the readings: what the scores claim, beside the accuracy. */
export function meanShare(readings: readonly TCalibrationReading[]): number {
  return readings.reduce((sum, r) => sum + r.share, 0) / Math.max(1, readings.length);
}

/**
 * Expected calibration error: over ten bins of the dominant share, |right − sum of shares| per bin, over all
 * readings. 0 when entries read at 70% are right 70% of the time.
 */
export function calibrationError(readings: readonly TCalibrationReading[]): number {
  const bins = Array.from({ length: 10 }, () => ({ share: 0, right: 0 }));
  for (const r of readings) {
    const bin = bins[Math.min(9, Math.floor(r.share * 10))];
    if (!bin) continue;
    bin.share += r.share;
    bin.right += r.right ? 1 : 0;
  }
  return bins.reduce((sum, bin) => sum + Math.abs(bin.right - bin.share), 0) / Math.max(1, readings.length);
}
