/** The search area's face to other areas: a text with the stretches a search matched marked. */
export { MarkedText } from "./marked-text.tsx"
