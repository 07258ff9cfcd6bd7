/**
 * More of what learners of the most popular course (经络养生入门) wrote over a few months, so
 * that its comment list (15 a page) and its Q&A list (15 a page) page, and one question's
 * replies page too (5 at a time). Learners from index 6 are the ones added here. The content
 * is data in `./data/course-more.json`.
 */
import { decodeSeedList } from "../core/seed-data.ts"
import { CommentSeed, LearnerSeed, QuestionSeed } from "./course-data.ts"
import data from "./data/course-more.json"

export const MORE_LEARNERS: ReadonlyArray<typeof LearnerSeed.Type> = decodeSeedList(LearnerSeed, data.learners)
export const MORE_COURSE_COMMENTS: ReadonlyArray<CommentSeed> = decodeSeedList(CommentSeed, data.comments)
export const MORE_COURSE_QUESTIONS: ReadonlyArray<QuestionSeed> = decodeSeedList(QuestionSeed, data.questions)
