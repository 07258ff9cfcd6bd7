/**
 * LIKE patterns built from what a user typed: `\`, `%` and `_` are escaped (backslash is the
 * default escape of PostgreSQL's LIKE), so that the keyword is matched as plain text.
 */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A LIKE pattern of the texts that contain `keyword`. */
export const likePattern = (keyword: string) => `%${escapeLike(keyword)}%`

/** A LIKE pattern of the texts that begin with `keyword`. */
export const prefixPattern = (keyword: string) => `${escapeLike(keyword)}%`
