import { defineFlow } from "../testing/flow-entry.ts"
import { qualityMenuMachine } from "./quality-menu.machine.ts"

export const qualityMenuFlow = defineFlow({
  id: "qualityMenu",
  nameZh: "清晰度菜单",
  nameEn: "Quality menu",
  description: "播放器的清晰度列表：鼠标移到按钮或列表上时打开，离开两者 100 毫秒后收起；点击按钮或用键盘（回车、空格）打开后保持打开，再次点击、按 Esc、点击别处或选中清晰度时收起。",
  machine: qualityMenuMachine,
  fakes: () => qualityMenuMachine,
})
