/**
 * The figures of a dashboard by China day (图文数据, the maker's video data, the shop's sales): the
 * day of a row in SQL, the range asked for, and the series of a range with a figure for every day.
 */
import { sql } from "drizzle-orm"
import { badRequest } from "../../domain/core/errors.ts"
import { DASHBOARD_MAX_DAYS, addDays, daysBetween } from "../../domain/member/china-day.ts"

/** `YYYY-MM-DD` of a timestamp (a column, or `now()`) in China time. */
export const chinaDayOf = (timestamp: unknown) => sql<string>`to_char((${timestamp} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

/** The days after `from` up to `to`, refused when the range runs backwards or holds more than DASHBOARD_MAX_DAYS days. */
export const statsSpan = (from: string, to: string): number => {
  const span = daysBetween(from, to)
  if (!(span >= 0 && span < DASHBOARD_MAX_DAYS)) throw badRequest(`日期范围不超过 ${DASHBOARD_MAX_DAYS} 天`)
  return span
}

/**
 * Every day from `from` over `span` more days with each series' figure that day (0 where a series
 * has no row), and each series' sum over the range.
 */
export const dailySeries = <K extends string>(
  from: string,
  span: number,
  series: Readonly<Record<K, ReadonlyArray<{ readonly day: string; readonly n: number | string }>>>,
): { days: Array<{ day: string } & Record<K, number>>; range: Record<K, number> } => {
  const keys = Object.keys(series) as K[]
  const byDay = keys.map((key) => [key, new Map(series[key].map((r) => [r.day, Number(r.n)]))] as const)
  const days = Array.from({ length: span + 1 }, (_, i) => {
    const day = addDays(from, i)
    return { day, ...Object.fromEntries(byDay.map(([key, figures]) => [key, figures.get(day) ?? 0])) } as { day: string } & Record<K, number>
  })
  const range = Object.fromEntries(keys.map((key) => [key, days.reduce((sum, d) => sum + d[key], 0)])) as Record<K, number>
  return { days, range }
}
