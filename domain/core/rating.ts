/** Comment rating filters (spec 2 §4, §9): all=0, good=5, middle=3, bad=2. */
export type RatingFilterKey = "all" | "good" | "middle" | "bad"

export interface RatingFilter {
  readonly key: RatingFilterKey
  readonly value: 0 | 5 | 3 | 2
  readonly label: string
  /** Grades the filter covers. */
  readonly grades: ReadonlyArray<number>
  /** Field of the comment statistics that counts it. */
  readonly statistic: "total" | "goodTotal" | "middleTotal" | "simpleTotal"
}

export const RATING_FILTERS: ReadonlyArray<RatingFilter> = [
  { key: "all", value: 0, label: "全部", grades: [1, 2, 3, 4, 5], statistic: "total" },
  { key: "good", value: 5, label: "好评", grades: [5], statistic: "goodTotal" },
  { key: "middle", value: 3, label: "中评", grades: [3, 4], statistic: "middleTotal" },
  { key: "bad", value: 2, label: "差评", grades: [1, 2], statistic: "simpleTotal" },
]

export function ratingFilterByValue(value: number): RatingFilter | undefined {
  return RATING_FILTERS.find((f) => f.value === value)
}

/** The grade list sent with the comment query; empty for "all" and unknown values. */
export function gradesForFilter(value: number): ReadonlyArray<number> {
  const filter = ratingFilterByValue(value)
  return filter === undefined || filter.key === "all" ? [] : filter.grades
}

/** Which filter a grade falls under (good, middle or bad). */
export function ratingFilterOfGrade(grade: number): RatingFilterKey {
  if (grade >= 5) return "good"
  if (grade >= 3) return "middle"
  return "bad"
}
