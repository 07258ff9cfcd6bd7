import { describe, expect, it } from "vitest"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("the operator edits the dictionaries on %s", (kind) => {
  const suite = useTestServer(kind)
  const operator = useSignedInUser(suite, { roles: ["ROLE_OPERATOR"], nickName: "运营乙" })

  const token = () => ({ token: operator.token })
  const feedbackTypes = async () => {
    const answer = await suite.server.call("dictDetailFree", { query: { dictName: "feedback_type", page: 0, size: 9999 } })
    if (!answer.ok) throw new Error(answer.body.message)
    return answer.body.content
  }
  const feedbackDict = async () => {
    const list = await suite.server.call("adminDicts", undefined, token())
    if (!list.ok) throw new Error("no dictionaries")
    const dict = list.body.find((d) => d.name === "feedback_type")
    if (!dict) throw new Error("no feedback dictionary")
    return dict
  }

  it("lists the dictionaries with their entries", async () => {
    const dict = await feedbackDict()
    const entries = await suite.server.call("adminDictEntries", { params: { id: dict.id } }, token())
    if (!entries.ok) throw new Error("no entries")
    expect(entries.body.length).toBe(dict.entries)
    expect(entries.body.map((e) => e.value)).toEqual((await feedbackTypes()).map((e) => e.value))
    expect((await suite.server.call("adminDictEntries", { params: { id: 999_999 } }, token())).status).toBe(404)
  })

  it("adds, edits, disables and deletes an entry; the public call answers each change at once", async () => {
    const dict = await feedbackDict()
    const added = await suite.server.call("adminDictEntryCreate", { params: { id: dict.id }, body: { label: "配送问题", value: "delivery", sort: 0, enabled: true } }, token())
    if (!added.ok) throw new Error("not added")
    let shown = await feedbackTypes()
    expect(shown[1]).toEqual({ label: "配送问题", value: "delivery" })

    const renamed = await suite.server.call("adminDictEntryUpdate", { params: { id: added.body.id }, body: { label: "物流配送", value: "delivery", sort: 1, enabled: true } }, token())
    expect(renamed.ok && renamed.body.label).toBe("物流配送")
    expect((await feedbackTypes()).find((e) => e.value === "delivery")?.label).toBe("物流配送")

    const disabled = await suite.server.call("adminDictEntryUpdate", { params: { id: added.body.id }, body: { label: "物流配送", value: "delivery", sort: 1, enabled: false } }, token())
    expect(disabled.ok && disabled.body.enabled).toBe(false)
    shown = await feedbackTypes()
    expect(shown.map((e) => e.value)).not.toContain("delivery")
    const editing = await suite.server.call("adminDictEntries", { params: { id: dict.id } }, token())
    expect(editing.ok && editing.body.find((e) => e.value === "delivery")?.enabled).toBe(false)

    expect((await suite.server.call("adminDictEntryDelete", { params: { id: added.body.id } }, token())).ok).toBe(true)
    const gone = await suite.server.call("adminDictEntries", { params: { id: dict.id } }, token())
    expect(gone.ok && gone.body.map((e) => e.value)).not.toContain("delivery")
    expect((await suite.server.call("adminDictEntryDelete", { params: { id: added.body.id } }, token())).status).toBe(404)
  })

  it("keeps values unique within a dictionary, not across dictionaries, and refuses bad input", async () => {
    const dict = await feedbackDict()
    const taken = (await feedbackTypes())[0]!.value
    const twice = await suite.server.call("adminDictEntryCreate", { params: { id: dict.id }, body: { label: "重复", value: taken, sort: 5, enabled: true } }, token())
    expect(twice.status).toBe(409)
    expect(!twice.ok && twice.body.message).toBe("该字典中已有相同的值")

    const other = await suite.server.call("adminDictEntryCreate", { params: { id: dict.id }, body: { label: "其他类", value: "other_kind", sort: 50, enabled: true } }, token())
    if (!other.ok) throw new Error("not added")
    const clash = await suite.server.call("adminDictEntryUpdate", { params: { id: other.body.id }, body: { label: "其他类", value: taken, sort: 50, enabled: true } }, token())
    expect(clash.status).toBe(409)

    const gender = (await suite.server.call("adminDicts", undefined, token())).body
    const genderDict = Array.isArray(gender) ? gender.find((d) => d.name === "gender") : undefined
    if (!genderDict) throw new Error("no gender dictionary")
    expect((await suite.server.call("adminDictEntryCreate", { params: { id: genderDict.id }, body: { label: "其他类", value: "other_kind", sort: 50, enabled: true } }, token())).ok).toBe(true)

    const blank = await suite.server.call("adminDictEntryCreate", { params: { id: dict.id }, body: { label: "空格", value: " padded ", sort: 5, enabled: true } }, token())
    expect(blank.status).toBe(400)
    const sort = await suite.server.call("adminDictEntryCreate", { params: { id: dict.id }, body: { label: "排序", value: "sorted", sort: 10_000, enabled: true } }, token())
    expect(sort.status).toBe(400)
  })

  it("records each change with what it was before and after", async () => {
    const log = await suite.server.call("adminAudit", { query: { keyword: "字典 feedback_type" } }, { token: (await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })).token })
    if (!log.ok) throw new Error("no log")
    const actions = log.body.content.map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(["site.dict.create", "site.dict.update", "site.dict.delete"]))
    const update = log.body.content.find((e) => e.action === "site.dict.update" && e.after?.includes("物流配送") && e.before?.includes("配送问题"))
    expect(update?.actorName).toContain("运营乙")
    const deleted = log.body.content.find((e) => e.action === "site.dict.delete")
    expect(deleted?.before).toContain("delivery")
    expect(deleted?.after).toBeNull()
  })
})
