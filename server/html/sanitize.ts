/**
 * The one server-side html sanitizer (sanitize-html, a maintained parser-based library) for
 * every piece of stored rich text: science articles, forum posts, industry news and the static
 * pages of the site configuration. It writes a new document holding only a fixed allow-list of
 * elements and attributes: no `class`, `id` or `style`, no event handler, and URLs only with
 * the schemes http, https, mailto and tel (or relative ones; images also from a base64 raster).
 * A video stays only when its source is a video uploaded to our own file host (`/files/...`),
 * and always shows its controls. Script-bearing elements (script, style, iframe, svg, ...)
 * leave with their content.
 */
import sanitize from "sanitize-html"
import { isUploadedPath, mediaKindOfPath } from "../../domain/member/upload-kinds.ts"

/** The elements stored rich text may hold, in the order an editor produces them. */
export const RICH_TEXT_TAGS: ReadonlyArray<string> = [
  "p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "sub", "sup", "small",
  "code", "pre", "blockquote", "q", "cite", "abbr", "kbd", "hr", "ul", "ol", "li", "dl", "dt", "dd", "a", "img",
  "figure", "figcaption", "video", "table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr",
  "th", "td", "div", "span", "section", "article", "h1", "h5", "h6",
]

/** The attributes each element may carry; nothing else survives (no class, id, style or on*). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, ReadonlyArray<string>>> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height"],
  video: ["src", "controls", "preload", "width", "height"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  col: ["span"],
  colgroup: ["span"],
  ol: ["start", "reversed"],
  blockquote: ["cite"],
  q: ["cite"],
  abbr: ["title"],
}

const DROPPED_WITH_CONTENT = [
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript", "noembed",
  "noframes", "template", "textarea", "title", "xmp", "plaintext", "svg", "math", "select", "head", "option",
]

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "poster", "cite"],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // Links that open a new tab never hand the opener to the other site.
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs
      if (rest.target !== undefined && rest.target !== "_blank" && rest.target !== "_self") delete rest.target
      return { tagName, attribs: rest.target === "_blank" ? { ...rest, rel: "noopener noreferrer" } : rest }
    },
    // A video plays our own upload with the browser's controls, never on its own.
    video: (tagName, attribs) => {
      const kept: Record<string, string> = {}
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === "src" && isUploadedVideo(value)) || ((name === "width" || name === "height") && /^\d{1,4}$/.test(value))) kept[name] = value
      }
      return { tagName, attribs: { ...kept, controls: "", preload: "metadata" } }
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !isSafeImageSource(frame.attribs.src ?? "")) || (frame.tag === "video" && !isUploadedVideo(frame.attribs.src ?? "")),
}

/** A video uploaded to the portal's own file host: `/files/<kind>/<yyyymm>/<name>.<video ext>`. */
export function isUploadedVideo(src: string): boolean {
  return isUploadedPath(src) && mediaKindOfPath(src) === "video"
}

/** An image's source: relative, http(s), or an inline raster picture (never svg or html). */
export function isSafeImageSource(src: string): boolean {
  const value = src.trim()
  if (value === "") return false
  if (/^data:/i.test(value)) return /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i.test(value)
  return true
}

/** Returns html holding only the allow-list's elements and attributes; see the module comment. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS)
}

/** The text of some html, tags removed and entities decoded (search vectors, excerpts). */
export function htmlToText(html: string): string {
  const stripped = sanitize(html.replace(/<\/(p|h[1-6]|li|blockquote|div|tr|pre)>|<br\s*\/?>/gi, (m) => `${m} `), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
  })
  return stripped
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()
}
