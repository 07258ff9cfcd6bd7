/** The logo the header shows, and the document preloads, when the site settings name none. */
export const DEFAULT_LOGO = "/brand/logo.svg"
