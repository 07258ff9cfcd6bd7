/** What other view areas may use of the notices area. */
export { publishDate } from "./announcement-parts.tsx"
