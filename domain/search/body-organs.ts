/**
 * 3D人体解剖 (spec 1 §2.2 /3dbody): the organs a visitor can pick on the body model, where each
 * sits on the stylised figure (metres, the figure 1.7 m tall, facing +z), and the words that lead
 * to the portal's articles, courses and drug leaflets through the site-wide search.
 */

/** shell: the figure's own surface (the skin). */
export type OrganShape = "sphere" | "ellipsoid" | "pair" | "torus" | "shell"

export interface Organ {
  readonly id: string
  readonly name: string
  /** One line on what it does, shown when picked. */
  readonly description: string
  /** Search words, the first searched when the organ is picked. */
  readonly keywords: ReadonlyArray<string>
  readonly shape: OrganShape
  /** Centre (a pair: the right one; the left mirrors x). */
  readonly position: readonly [x: number, y: number, z: number]
  /** Radii along x, y, z. */
  readonly size: readonly [x: number, y: number, z: number]
  /** Colour as a hex number. */
  readonly color: number
}

export const ORGANS: ReadonlyArray<Organ> = [
  { id: "brain", name: "大脑", description: "神经系统的中枢，睡眠、情绪与记忆都与它有关。", keywords: ["睡眠", "失眠", "头痛"], shape: "ellipsoid", position: [0, 1.6, 0], size: [0.075, 0.06, 0.085], color: 0xf4a6b8 },
  { id: "eyes", name: "眼睛", description: "视觉器官，长时间看屏幕容易干涩疲劳。", keywords: ["眼睛", "视力", "眼药"], shape: "pair", position: [0.035, 1.56, 0.085], size: [0.016, 0.016, 0.016], color: 0xffffff },
  { id: "skin", name: "皮肤", description: "人体最大的器官，保湿、防晒与清洁是日常护理的基础。", keywords: ["护肤", "保湿", "皮肤"], shape: "shell", position: [0, 1.0, 0], size: [0, 0, 0], color: 0xffd7b5 },
  { id: "lungs", name: "肺", description: "呼吸器官，完成氧气与二氧化碳的交换。", keywords: ["咳嗽", "呼吸", "感冒"], shape: "pair", position: [0.075, 1.28, 0.01], size: [0.06, 0.1, 0.06], color: 0xe57f8f },
  { id: "heart", name: "心脏", description: "推动血液循环的泵，血压与血脂关系到它的健康。", keywords: ["血压", "心脏", "高血压"], shape: "sphere", position: [-0.03, 1.25, 0.05], size: [0.045, 0.05, 0.045], color: 0xc0392b },
  { id: "liver", name: "肝脏", description: "代谢与解毒的主要器官，作息与饮酒都会影响它。", keywords: ["肝", "熬夜", "饮酒"], shape: "ellipsoid", position: [0.06, 1.12, 0.03], size: [0.09, 0.045, 0.06], color: 0x8e3b2f },
  { id: "stomach", name: "胃", description: "消化食物的器官，饮食不规律易引起胃痛、反酸。", keywords: ["胃", "消化", "胃痛"], shape: "ellipsoid", position: [-0.06, 1.1, 0.04], size: [0.06, 0.045, 0.04], color: 0xd98c5f },
  { id: "kidneys", name: "肾脏", description: "过滤血液、生成尿液，也参与调节血压。", keywords: ["肾", "尿", "水肿"], shape: "pair", position: [0.055, 1.04, -0.04], size: [0.025, 0.045, 0.022], color: 0x9b4f58 },
  { id: "intestines", name: "肠道", description: "吸收营养与水分，肠道菌群与便秘、腹泻相关。", keywords: ["肠道", "便秘", "益生菌"], shape: "torus", position: [0, 0.95, 0.03], size: [0.07, 0.05, 0.035], color: 0xe0a98a },
  { id: "joints", name: "关节", description: "骨与骨的连接，运动损伤与骨关节炎多见于膝关节。", keywords: ["关节", "膝盖", "钙"], shape: "pair", position: [0.09, 0.48, 0.02], size: [0.045, 0.045, 0.045], color: 0xd8d2c4 },
]

export const organById = (id: string | null): Organ | null => ORGANS.find((o) => o.id === id) ?? null

/** The next organ in the list for the keyboard (wraps round). */
export function nextOrgan(current: string | null, step: 1 | -1): Organ {
  const i = ORGANS.findIndex((o) => o.id === current)
  const n = ORGANS.length
  return ORGANS[(((i < 0 ? (step === 1 ? -1 : 0) : i) + step) % n + n) % n]!
}

/** The search sections the body page shows for an organ, in order. */
export const BODY_SECTIONS = ["science", "courses", "leaflets"] as const
