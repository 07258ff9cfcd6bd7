/** The public face of ui/member: what other areas and layers may use. */
export { formatTime } from "./member-parts.tsx"
