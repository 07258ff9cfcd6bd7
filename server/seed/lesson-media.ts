/**
 * The lesson videos of the demo courses (scripts/course-media/make-lesson-media.ts makes them):
 * one file per lesson and quality under media/courses/lessons, and the previews of the lessons a
 * visitor may try (the first two of a paid course, 10 and 15 seconds) under media/courses/preview.
 */

/** Every lesson video is this long: a title slide, then the points, over the narration. */
export const LESSON_MEDIA_SECONDS = 30
export const TITLE_SLIDE_SECONDS = 9
export const LESSON_TRY_TIMES = [10, 15] as const

/** Best first, as the quality list shows them. */
export const LESSON_QUALITIES = [
  { definition: "720p", description: "超清 720P", quality: "720p" },
  { definition: "360p", description: "流畅 360P", quality: "360p" },
] as const

/** The n-th lesson (from 0) of a course, counted across its chapters. */
export const lessonMediaFile = (courseKey: string, sort: number, quality: string) => `lessons/${courseKey}-${String(sort + 1).padStart(2, "0")}-${quality}.webm`

export const lessonPreviewFile = (courseKey: string, sort: number, quality: string, tryTime: number) =>
  `preview/${courseKey}-${String(sort + 1).padStart(2, "0")}-${quality}-${tryTime}s.webm`

/** Seconds a visitor may watch: the first two lessons of a paid course; free courses need no preview. */
export const lessonTryTime = (price: number, sort: number): number => (price === 0 ? 0 : (LESSON_TRY_TIMES[sort] ?? 0))
