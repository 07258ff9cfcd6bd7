/** The public face of ui/courses: the parts other areas place (the mall's reviews use the same stars and real-name prompt as course comments). */
export { GradeStars, Stars } from "./parts/comment-form.tsx"
export { RealNamePrompt } from "./parts/real-name-prompt.tsx"
