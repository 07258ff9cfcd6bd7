import { describe, expect, it } from "vitest"
import { SCRIPT_URLS, sanitizerProperties } from "../../../tests/setup/hostile-html.ts"
import { decodeEntities, isSafeUrl, sanitizeHtml } from "./sanitize-html.ts"

const ALLOWED = new Set([
  "a", "abbr", "article", "b", "blockquote", "br", "caption", "cite", "code", "col", "colgroup", "dd", "del", "div",
  "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li",
  "mark", "ol", "p", "pre", "q", "s", "section", "small", "span", "strong", "sub", "sup", "table", "tbody",
  "td", "tfoot", "th", "thead", "tr", "u", "ul", "video",
])

describe("sanitizeHtml", () => {
  it("keeps allowed formatting, tables, links and images", () => {
    const html =
      '<h2>标题</h2><p>正文<strong>加粗</strong>与<a href="/announce/aboutus">链接</a></p><table><tr><th>项目</th><td colspan="2">说明</td></tr></table><img src="/banners/a.svg" alt="图">'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it("drops script and style elements with their content", () => {
    expect(sanitizeHtml('<p>前</p><script>window.hacked = 1</script><p>后</p>')).toBe("<p>前</p><p>后</p>")
    expect(sanitizeHtml("<style>body{display:none}</style>文")).toBe("文")
    expect(sanitizeHtml("<SCRIPT type=module>alert(1)</SCRIPT >x")).toBe("x")
    // As in a browser, only `</script` ends a script: the split string does not.
    expect(sanitizeHtml("<script>var s = '</scr' + 'ipt>'; alert(1)</script>ok")).toBe("ok")
  })

  it("drops svg, math and iframes with everything inside them", () => {
    expect(sanitizeHtml('<svg><svg onload="alert(1)"></svg><a href="javascript:x">in</a></svg>after')).toBe("after")
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>x')).toBe("x")
    expect(sanitizeHtml("<math><mi>x</mi></math>y")).toBe("y")
  })

  it("removes event handlers, whatever their spelling", () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" ONLOAD=alert(2)>')).toBe('<img src="/a.png">')
    expect(sanitizeHtml('<p onclick="x()" title="t">a</p>')).toBe('<p title="t">a</p>')
    // An unquoted value runs to the next space, slash included, as a browser reads it.
    expect(sanitizeHtml("<img/src=x/onerror=alert(1)>")).toBe('<img src="x/onerror=alert(1)">')
    expect(sanitizeHtml("<img src=x onerror\n=alert(1)>")).toBe('<img src="x">')
  })

  it("refuses script URLs, also when hidden with entities, whitespace or case", () => {
    for (const href of [...SCRIPT_URLS, "javascript&unknown;:x"]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>")
    }
  })

  it("keeps http, mailto, tel and relative links, and inline raster images", () => {
    expect(sanitizeHtml('<a href="https://www.12377.cn" target="_blank">举报</a>')).toBe('<a href="https://www.12377.cn" target="_blank" rel="noopener noreferrer">举报</a>')
    expect(sanitizeHtml('<a href="mailto:service@example.cn">邮件</a>')).toBe('<a href="mailto:service@example.cn">邮件</a>')
    expect(sanitizeHtml('<a href="/a?x=1&amp;y=2">x</a>')).toBe('<a href="/a?x=1&amp;y=2">x</a>')
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">')
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("<img>")
  })

  it("keeps a video only from our own file host, always with controls", () => {
    const own = "/files/video/202611/0123456789abcdef0123456789abcdef.mp4"
    expect(sanitizeHtml(`<video src="${own}" autoplay loop onplay="x()" width="640"></video>`)).toBe(`<video src="${own}" width="640" controls preload="metadata"></video>`)
    expect(sanitizeHtml('<video src="https://cdn.example.com/a.mp4" controls><p>字</p></video><p>后</p>')).toBe("<p>后</p>")
    expect(sanitizeHtml('<video src="/files/../api/x"></video>')).toBe("")
    expect(sanitizeHtml(`<video controls><source src="${own}"></video>`)).toBe("")
  })

  it("drops unknown elements but keeps their text, and escapes stray brackets", () => {
    expect(sanitizeHtml("<font color=red>红字</font>")).toBe("红字")
    expect(sanitizeHtml("1 < 2 > 0")).toBe("1 &lt; 2 &gt; 0")
    expect(sanitizeHtml("<form action=/x><input name=a><button>提交</button></form>")).toBe("提交")
  })

  it("removes comments and declarations, closes what is left open and ignores stray end tags", () => {
    expect(sanitizeHtml("<!-- <script>x</script> -->a<!DOCTYPE html>b")).toBe("ab")
    expect(sanitizeHtml("<p><strong>未闭合")).toBe("<p><strong>未闭合</strong></p>")
    expect(sanitizeHtml("</div>文字</p>")).toBe("文字")
    expect(sanitizeHtml("<ul><li>一<li>二</ul>")).toBe("<ul><li>一<li>二</li></li></ul>")
  })

  it("drops class, id and inline styles", () => {
    expect(sanitizeHtml('<p style="text-align:center;color:#333" class="x" id="y">x</p>')).toBe("<p>x</p>")
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe("<p>x</p>")
    expect(sanitizeHtml('<p style="position: fixed; inset: 0">x</p>')).toBe("<p>x</p>")
  })

  sanitizerProperties(sanitizeHtml, { allowed: ALLOWED, forbiddenAttributes: /(^|\s)on[a-z]*\s*=/i, notPlain: /[<>&]/, never: "a script element, handler or script URL" })
})

describe("isSafeUrl and decodeEntities", () => {
  it("decodes numeric and common named entities", () => {
    expect(decodeEntities("&#106;&#x61;&colon;&amp;&lt;")).toBe("ja:&<")
    expect(decodeEntities("&#0;&#xD800;")).toBe("\ufffd\ufffd")
  })

  it("judges relative and absolute addresses", () => {
    expect(isSafeUrl("/video", "href")).toBe(true)
    expect(isSafeUrl("#top", "href")).toBe(true)
    expect(isSafeUrl("page.html", "href")).toBe(true)
    expect(isSafeUrl("tel:4008001234", "href")).toBe(true)
    expect(isSafeUrl("ftp://x", "href")).toBe(false)
    expect(isSafeUrl("", "src")).toBe(false)
  })
})
