/**
 * The CPU slowdown at which this host would match the phone the mobile preset emulates, by the
 * segments of Lighthouse's CPU throttling calculator (a benchmark index of 1,533 is the preset's
 * 4x, 1,300 is 3x, 800 is 2x, 150 is 1x). The preset always slows by 4x: on a host whose index is
 * lower, the emulated phone is slower than the reference one, and the same page scores lower.
 * Printed so that figures from different hosts or days can be read side by side; the targets
 * are judged on the preset.
 */
export const hostMultiplier = (benchmarkIndex: number): number | null => {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - 150) / 650
}
