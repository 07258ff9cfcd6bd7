import { describe, expect, it } from "vitest"
import { SCRIPT_URLS, sanitizerProperties } from "../../tests/setup/hostile-html.ts"
import { RICH_TEXT_TAGS, htmlToText, isSafeImageSource, sanitizeRichText } from "./sanitize.ts"

const ALLOWED = new Set(RICH_TEXT_TAGS)

describe("sanitizeRichText", () => {
  it("keeps what the editor writes: headings, lists, emphasis, quotes, links, pictures, tables", () => {
    const html =
      '<h2>标题</h2><p>正文<strong>加粗</strong><em>斜体</em>与<a href="/announce/aboutus">链接</a></p><blockquote><p>引用</p></blockquote><ul><li>一</li></ul><ol><li>二</li></ol><table><tbody><tr><th>项目</th><td colspan="2">说明</td></tr></tbody></table>'
    expect(sanitizeRichText(html)).toBe(html)
    expect(sanitizeRichText('<img src="/files/pictures/a.png" alt="图">')).toBe('<img src="/files/pictures/a.png" alt="图" />')
  })

  it("drops class, id and style everywhere", () => {
    expect(sanitizeRichText('<p class="x" id="y" style="color:red">a</p>')).toBe("<p>a</p>")
    expect(sanitizeRichText('<a href="/x" class="btn" style="position:fixed">x</a>')).toBe('<a href="/x">x</a>')
  })

  it("drops script, style, iframe, svg and math with their content", () => {
    expect(sanitizeRichText("<p>前</p><script>window.hacked = 1</script><p>后</p>")).toBe("<p>前</p><p>后</p>")
    expect(sanitizeRichText("<style>body{display:none}</style>文")).toBe("文")
    expect(sanitizeRichText("<SCRIPT type=module>alert(1)</SCRIPT >x")).toBe("x")
    expect(sanitizeRichText("<script>var s = '</scr' + 'ipt>'; alert(1)</script>ok")).toBe("ok")
    expect(sanitizeRichText('<svg><svg onload="alert(1)"></svg><a href="javascript:x">in</a></svg>after')).toBe("after")
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe>x')).toBe("x")
    expect(sanitizeRichText("<math><mi>x</mi></math>y")).toBe("y")
  })

  it("removes event handlers, whatever their spelling", () => {
    expect(sanitizeRichText('<img src="/a.png" onerror="alert(1)" ONLOAD=alert(2)>')).toBe('<img src="/a.png" />')
    expect(sanitizeRichText('<p onclick="x()">a</p>')).toBe("<p>a</p>")
    expect(sanitizeRichText("<img src=x onerror\n=alert(1)>")).toBe('<img src="x" />')
    expect(sanitizeRichText("<img src=x onerror=alert(1)>")).not.toMatch(/onerror/)
  })

  it("refuses script URLs, also when hidden with entities, whitespace or case, and protocol-relative ones", () => {
    for (const href of [...SCRIPT_URLS, "//evil.example/x"]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe("<a>x</a>")
    }
  })

  it("keeps http, mailto, tel and relative links, new tabs without the opener, and inline raster images only", () => {
    expect(sanitizeRichText('<a href="https://www.12377.cn" target="_blank">举报</a>')).toBe('<a href="https://www.12377.cn" target="_blank" rel="noopener noreferrer">举报</a>')
    expect(sanitizeRichText('<a href="mailto:service@example.cn">邮件</a>')).toBe('<a href="mailto:service@example.cn">邮件</a>')
    expect(sanitizeRichText('<a href="tel:4008001234">电话</a>')).toBe('<a href="tel:4008001234">电话</a>')
    expect(sanitizeRichText('<a href="/a?x=1&amp;y=2">x</a>')).toBe('<a href="/a?x=1&amp;y=2">x</a>')
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />')
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("")
    expect(sanitizeRichText('<a href="https://x" target="top">x</a>')).toBe('<a href="https://x">x</a>')
  })

  it("keeps a video only from our own file host, always with controls and never playing on its own", () => {
    const own = "/files/video/202611/0123456789abcdef0123456789abcdef.mp4"
    expect(sanitizeRichText(`<video src="${own}"></video>`)).toBe(`<video src="${own}" controls preload="metadata"></video>`)
    expect(sanitizeRichText(`<video src="${own}" autoplay muted loop poster="https://x/p.png" onplay="alert(1)" width="640" height="x" class="v"></video>`)).toBe(
      `<video src="${own}" width="640" controls preload="metadata"></video>`,
    )
    expect(sanitizeRichText('<video src="https://cdn.example.com/a.mp4" controls></video><p>后</p>')).toBe("<p>后</p>")
    expect(sanitizeRichText('<video src="/files/pictures/202611/0123456789abcdef0123456789abcdef.jpg"></video>')).toBe("")
    expect(sanitizeRichText(`<video controls><source src="${own}" type="video/mp4"></video>`)).toBe("")
    expect(sanitizeRichText('<video src="javascript:alert(1)"></video>')).toBe("")
  })

  it("drops unknown elements but keeps their text, escapes stray brackets, closes what is left open", () => {
    expect(sanitizeRichText("<font color=red>红字</font>")).toBe("红字")
    expect(sanitizeRichText("1 < 2 > 0")).toBe("1 &lt; 2 &gt; 0")
    expect(sanitizeRichText("<form action=/x><input name=a><button>提交</button></form>")).toBe("提交")
    expect(sanitizeRichText("<!-- <script>x</script> -->a<!DOCTYPE html>b")).toBe("ab")
    expect(sanitizeRichText("<p><strong>未闭合")).toBe("<p><strong>未闭合</strong></p>")
  })

  sanitizerProperties(sanitizeRichText, {
    allowed: ALLOWED,
    forbiddenAttributes: /(^|\s)(on[a-z]*|class|id|style)\s*=/i,
    moreFragments: ["class=", "id=", "<math>", "<template>", "<noscript>"],
    notPlain: /[<>&"]/,
    never: "a script element, handler, class, id, style or script URL",
  })
})

describe("isSafeImageSource and htmlToText", () => {
  it("judges image sources", () => {
    expect(isSafeImageSource("/files/pictures/a.png")).toBe(true)
    expect(isSafeImageSource("")).toBe(false)
    expect(isSafeImageSource("data:text/html;base64,PHA+")).toBe(false)
  })

  it("reads the text of rich text, blocks separated, scripts gone", () => {
    expect(htmlToText("<h2>阿莫西林</h2><p>用法&amp;用量</p><script>x</script><p>饭后</p>")).toBe("阿莫西林 用法&用量 饭后")
  })
})
