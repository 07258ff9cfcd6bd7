/**
 * The browser's render-time guard for stored rich text. What the server stores and answers is
 * already cleaned by the maintained sanitizer (server/html/sanitize.ts, on sanitize-html); this
 * light pass runs again before html is rendered, with the same rule of no class, id or style.
 *
 * The input is tokenized and a new document is written from the tokens: only allowed
 * elements and attributes are written, text is escaped, URLs are checked after entity
 * decoding. Because the output is rebuilt rather than filtered in place, nothing the
 * tokenizer does not recognise as an allowed tag can reach the output as markup: a `<`
 * in text always leaves as `&lt;`. Script-bearing elements (script, style, iframe,
 * svg, ...) are dropped with their content; unknown elements are dropped but their text
 * is kept. No on* attribute, javascript: URL or inline event handler survives. A video stays
 * only with a source on our own file host (`/files/...`) and always shows its controls.
 *
 * Pure string code with no dependencies, so the browser bundle stays small.
 */

const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  "a", "abbr", "article", "b", "blockquote", "br", "caption", "cite", "code", "col", "colgroup",
  "dd", "del", "div", "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6",
  "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s", "section", "small",
  "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr",
  "u", "ul", "video",
])

/** Elements that never have content or an end tag. */
const VOID_TAGS: ReadonlySet<string> = new Set(["br", "col", "hr", "img", "source", "wbr", "input", "meta", "link", "base", "area", "embed", "param", "track"])

/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT: ReadonlySet<string> = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript", "noembed",
  "noframes", "template", "textarea", "title", "xmp", "plaintext", "svg", "math", "select", "head",
])

/** Elements whose content the browser reads as raw text: no tags inside, up to the matching end tag. */
const RAW_TEXT: ReadonlySet<string> = new Set(["script", "style", "iframe", "textarea", "title", "xmp", "noscript", "noembed", "noframes", "plaintext"])

const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(["title", "dir", "lang"])

const TAG_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(["href", "target", "rel", "name"]),
  img: new Set(["src", "alt", "width", "height", "loading"]),
  video: new Set(["src", "width", "height"]),
  td: new Set(["colspan", "rowspan", "valign", "width"]),
  th: new Set(["colspan", "rowspan", "valign", "width", "scope"]),
  col: new Set(["span", "width"]),
  colgroup: new Set(["span"]),
  ol: new Set(["start", "type", "reversed"]),
  li: new Set(["value"]),
  table: new Set(["width", "border", "cellpadding", "cellspacing", "summary"]),
  blockquote: new Set(["cite"]),
  q: new Set(["cite"]),
}

const URL_ATTRIBUTES: ReadonlySet<string> = new Set(["href", "src", "poster", "cite"])

const SAFE_SCHEMES: ReadonlySet<string> = new Set(["http", "https", "mailto", "tel"])
const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t",
  newline: "\n", sol: "/", lpar: "(", rpar: ")", period: ".", comma: ",", semi: ";", num: "#",
  excl: "!", quest: "?", equals: "=", percnt: "%", lowbar: "_", bsol: "\\",
}

/** Decodes numeric entities and the common named ones (enough to see through obfuscated schemes). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd"
      return String.fromCodePoint(code)
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/** Escapes a value for a double-quoted attribute. */
export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** Escapes `<` and `>` in text, and every `&` that does not start an entity. */
const escapeText = (text: string): string =>
  text
    .replace(/&(?!(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")

/** Whether a URL (attribute value as written) may stay: relative, http(s), mailto, tel, or an inline raster image. */
export function isSafeUrl(raw: string, attribute: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const decoded = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "")
  const lower = decoded.toLowerCase()
  if (lower === "") return attribute !== "src"
  if (attribute === "src" && SAFE_IMAGE_DATA.test(decoded.trim())) return true
  const schemeMatch = /^([a-z][a-z0-9+.-]*):/.exec(lower)
  if (schemeMatch) return SAFE_SCHEMES.has(schemeMatch[1] ?? "")
  // No scheme: a relative address. An undecoded entity could still hide one, unless the
  // address starts in a way that pins it as relative.
  if (/^(\/|#|\?|\.\.?\/)/.test(lower)) return true
  return !decoded.includes("&") && !decoded.includes(":")
}

/** A file served by the portal's own file host: `/files/...`, nothing that leaves the path. */
const isOwnFile = (raw: string): boolean => /^\/files\/[\w-]+(\/[\w-]+)*\.[a-z0-9]{2,5}$/i.test(decodeEntities(raw).trim())

const UNSAFE_STYLE = /expression\s*\(|url\s*\(|javascript:|vbscript:|@import|behavior\s*:|-moz-binding|position\s*:\s*fixed/i

interface Attribute {
  readonly name: string
  readonly value: string | null
}

function cleanAttributes(tag: string, attributes: ReadonlyArray<Attribute>): string {
  const allowed = TAG_ATTRIBUTES[tag]
  const seen = new Set<string>()
  const out: string[] = []
  let blank = false
  for (const { name, value } of attributes) {
    if (seen.has(name)) continue
    seen.add(name)
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed?.has(name)) continue
    const decoded = value === null ? "" : decodeEntities(value)
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value ?? "", name)) continue
    if (name === "style" && UNSAFE_STYLE.test(decoded.replace(/\\/g, "").replace(/\/\*.*?\*\//g, ""))) continue
    if (name === "target") {
      if (decoded !== "_blank" && decoded !== "_self") continue
      blank = decoded === "_blank"
    }
    if (name === "rel") continue // written below for new-tab links
    if (name === "id" && !/^[a-z][\w-]*$/i.test(decoded)) continue
    out.push(value === null ? ` ${name}` : ` ${name}="${escapeAttribute(decoded)}"`)
  }
  if (tag === "a" && blank) out.push(' rel="noopener noreferrer"')
  return out.join("")
}

const isNameStart = (ch: string | undefined): boolean => ch !== undefined && /[a-z]/i.test(ch)
// eslint-disable-next-line no-control-regex -- NUL counts as space, as in the browser's tokenizer
const isSpace = (ch: string | undefined): boolean => ch !== undefined && /[\s\u0000]/.test(ch)

interface TagToken {
  readonly name: string
  readonly attributes: Attribute[]
  readonly selfClosing: boolean
  /** Index just after the tag's `>` (or the end of input). */
  readonly end: number
}

/** Reads a start tag at `start` (which points at `<` followed by a letter). */
function readStartTag(html: string, start: number): TagToken {
  let i = start + 1
  let name = ""
  while (i < html.length && !isSpace(html[i]) && html[i] !== "/" && html[i] !== ">") name += html[i++]
  const attributes: Attribute[] = []
  let selfClosing = false
  while (i < html.length) {
    const ch = html[i]
    if (isSpace(ch)) {
      i++
      continue
    }
    if (ch === ">") {
      i++
      return { name: name.toLowerCase(), attributes, selfClosing, end: i }
    }
    if (ch === "/") {
      selfClosing = html[i + 1] === ">"
      i++
      continue
    }
    let attrName = ""
    // An attribute name may start with "=" (it is then part of the name); it runs to space, /, > or =.
    attrName += html[i++] ?? ""
    while (i < html.length && !isSpace(html[i]) && html[i] !== "/" && html[i] !== ">" && html[i] !== "=") attrName += html[i++]
    while (isSpace(html[i])) i++
    let value: string | null = null
    if (html[i] === "=") {
      i++
      while (isSpace(html[i])) i++
      const quote = html[i]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1)
        value = html.slice(i + 1, close < 0 ? html.length : close)
        i = close < 0 ? html.length : close + 1
      } else {
        let v = ""
        while (i < html.length && !isSpace(html[i]) && html[i] !== ">") v += html[i++]
        value = v
      }
    }
    attributes.push({ name: attrName.toLowerCase(), value })
    selfClosing = false
  }
  return { name: name.toLowerCase(), attributes, selfClosing, end: html.length }
}

/** Index just after the end tag `</name ...>` that closes a raw-text or dropped element, or the end of input. */
function skipElement(html: string, from: number, name: string, nested: boolean): number {
  const lower = html.toLowerCase()
  let depth = 1
  let i = from
  while (i < html.length) {
    const close = lower.indexOf(`</${name}`, i)
    const open = nested ? lower.indexOf(`<${name}`, i) : -1
    if (close < 0) return html.length
    if (open >= 0 && open < close && !isNameChar(lower[open + name.length + 1])) {
      depth++
      i = open + name.length + 1
      continue
    }
    const after = close + name.length + 2
    if (isNameChar(lower[after])) {
      i = after
      continue
    }
    depth--
    const gt = html.indexOf(">", after)
    i = gt < 0 ? html.length : gt + 1
    if (depth === 0) return i
  }
  return html.length
}

const isNameChar = (ch: string | undefined): boolean => ch !== undefined && /[a-z0-9-]/i.test(ch)

/** Returns html holding only allowed elements and attributes; see the module comment. */
export function sanitizeHtml(html: string): string {
  const out: string[] = []
  const open: string[] = []
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf("<", i)
    if (lt < 0) {
      out.push(escapeText(html.slice(i)))
      break
    }
    if (lt > i) out.push(escapeText(html.slice(i, lt)))
    i = lt
    const next = html[i + 1]
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4)
      i = end < 0 ? html.length : end + 3
      continue
    }
    if (next === "!" || next === "?") {
      const end = html.indexOf(">", i + 2)
      i = end < 0 ? html.length : end + 1
      continue
    }
    if (next === "/") {
      const end = html.indexOf(">", i + 2)
      const after = end < 0 ? html.length : end + 1
      if (isNameStart(html[i + 2])) {
        const name = /^[^\s/>]+/.exec(html.slice(i + 2))?.[0]?.toLowerCase() ?? ""
        const at = open.lastIndexOf(name)
        if (at >= 0) {
          while (open.length > at) out.push(`</${open.pop()}>`)
        }
      }
      i = after
      continue
    }
    if (!isNameStart(next)) {
      out.push("&lt;")
      i++
      continue
    }
    const tag = readStartTag(html, i)
    i = tag.end
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.selfClosing || RAW_TEXT.has(tag.name)) i = skipElement(html, i, tag.name, !RAW_TEXT.has(tag.name))
      continue
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue
    if (tag.name === "video") {
      const src = tag.attributes.find((a) => a.name === "src")?.value ?? ""
      if (!isOwnFile(src)) {
        if (!tag.selfClosing) i = skipElement(html, i, "video", true)
        continue
      }
      out.push(`<video${cleanAttributes("video", tag.attributes)} controls preload="metadata">`)
      open.push("video")
      continue
    }
    out.push(`<${tag.name}${cleanAttributes(tag.name, tag.attributes)}>`)
    if (!VOID_TAGS.has(tag.name)) open.push(tag.name)
  }
  while (open.length > 0) out.push(`</${open.pop()}>`)
  return out.join("")
}
