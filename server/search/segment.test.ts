import { describe, expect, it } from "vitest"
import { nameInitials, pinyinRanges, searchWords } from "./segment.ts"

const marked = (text: string, keyword: string) => pinyinRanges(text, keyword).map((r) => text.slice(r.start, r.end))

describe("Chinese search terms", () => {
  it("segments a name into its words and the shorter words inside it", () => {
    expect(searchWords("阿莫西林胶囊")).toEqual(expect.arrayContaining(["阿莫西林", "西林", "胶囊"]))
    expect(nameInitials("阿莫西林胶囊")).toBe("amxljn")
  })

  it("marks the characters a pinyin keyword spells, by initials or by whole syllables", () => {
    expect(marked("阿莫西林胶囊", "amxl")).toEqual(["阿莫西林"])
    expect(marked("阿莫西林胶囊", "AMXL")).toEqual(["阿莫西林"])
    expect(marked("阿莫西林胶囊", "xilin")).toEqual(["西林"])
    expect(marked("注射用氨苄西林钠", "xl")).toEqual(["西林"])
    expect(marked("维生素C片", "wss")).toEqual(["维生素"])
    expect(marked("阿莫西林胶囊", "amxz")).toEqual([])
    expect(marked("阿莫西林胶囊", "阿莫")).toEqual([])
    expect(marked("Amoxicillin", "amxl")).toEqual([])
  })
})
