import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import type { JoinStatus, MakerApplication } from "../../domain/maker/entities.ts"
import { MAKER_DEPOSIT_CENTS } from "../../domain/maker/rules.ts"
import { makerJoinMachine } from "./maker-join.machine.ts"

const application = (state: MakerApplication["state"]): MakerApplication => ({
  id: 7,
  userId: 3,
  username: "lin_xiaoyu",
  displayName: "小雨护肤",
  field: "护肤美妆",
  intro: "分享敏感肌的日常护理经验。",
  sample: "/files/pictures/202611/0123456789abcdef0123456789abcdef.png",
  depositCents: MAKER_DEPOSIT_CENTS,
  state,
  reason: state === "rejected" ? "代表作品与创作领域不符" : "",
  createTime: "2026-11-20T08:00:00.000Z",
  reviewTime: null,
  depositRefunded: state === "rejected",
})
const status = (over: Partial<JoinStatus>): JoinStatus => ({ certified: true, isMaker: false, application: null, depositCents: MAKER_DEPOSIT_CENTS, ...over })
const form = { displayName: "小雨护肤", field: "护肤美妆", intro: "分享敏感肌的日常护理经验。", sample: "/files/pictures/202611/0123456789abcdef0123456789abcdef.png" }

export const makerJoinFlow = defineFlow({
  id: "makerJoin",
  nameZh: "加入创客",
  nameEn: "Joining the makers",
  description: "实名认证通过的会员填写创客昵称、创作领域、简介和代表作品提交申请，再用余额和支付密码缴纳保证金，之后等待管理员审核；被驳回（保证金已退回）可重新申请。",
  machine: makerJoinMachine,
  fakes: (fake) =>
    makerJoinMachine.provide({
      actors: {
        loadStatus: fake.promise([
          { label: "可以申请", output: status({}) },
          { label: "未实名认证", output: status({ certified: false }) },
          { label: "已是创客", output: status({ isMaker: true, application: application("approved") }) },
          { label: "待缴保证金", output: status({ application: application("unpaid") }) },
          { label: "审核中", output: status({ application: application("reviewing") }) },
          { label: "已驳回", output: status({ application: application("rejected") }) },
          failed,
        ]),
        apply: fake.promise([{ label: "成功", output: application("unpaid") }, failed]),
      },
    }),
  events: {
    "join.submit": [
      { label: "填写完整", event: { type: "join.submit", form } },
      { label: "简介太短", event: { type: "join.submit", form: { ...form, intro: "太短" } } },
    ],
    "deposit.paid": [{ label: "已缴纳", event: { type: "deposit.paid", application: application("reviewing") } }],
  },
})
