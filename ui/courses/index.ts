/** The public face of ui/courses: the parts other areas place (the mall's reviews and questions use the same stars, real-name prompt and login invitation as course comments and questions), and where a course's page is. */
export { GradeStars, Stars } from "./parts/comment-form.tsx"
export { LoginToPost, RealNamePrompt } from "./parts/real-name-prompt.tsx"
export { courseHref } from "./parts/course-card.tsx"
