import type { Tx } from "../core/db/client.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { DEMO_MANUFACTURERS, DRUG_FAMILIES } from "./seed-data.ts"
import { saveLeaflet } from "./services/leaflets.ts"

const PACKAGING: Readonly<Record<string, string>> = {
  片: "铝塑泡罩包装，每板12片，每盒1板或2板。",
  胶囊: "铝塑泡罩包装，每板12粒，每盒2板。",
  颗粒: "复合膜袋包装，每盒10袋。",
  散: "复合膜袋包装，每盒10袋。",
  液: "口服液体药用聚酯瓶或玻璃瓶包装，每盒1瓶。",
  剂: "药用铝管或塑料瓶包装，每盒1支（瓶）。",
  膏: "铝管包装，每盒1支。",
  丸: "塑料瓶包装，每瓶200丸。",
  栓: "PVC/PE复合膜包装，每盒10粒。",
}

const packagingOf = (name: string) => {
  const key = Object.keys(PACKAGING).find((k) => name.includes(k)) ?? "剂"
  return PACKAGING[key] ?? ""
}

/**
 * The drug-leaflet database: 150 leaflets of common medicines composed from the families of
 * server/drugs/seed-data.ts and saved through the leaflet service, which computes pinyin and the
 * search columns. Demo content with invented approval numbers and manufacturers.
 */
export const drugsDemoSeed: SeedSet = {
  name: "drugs-demo",
  demo: true,
  async apply(tx: Tx) {
    const now = Date.now()
    let n = 0
    for (const family of DRUG_FAMILIES) {
      for (const [genericName, brandName, englishName, ingredients, specification, dosage, kind] of family.drugs) {
        n += 1
        const tcmText = family.tcm ? dosage.match(/^功能主治：(.*?。.*?。)/)?.[1] : undefined
        const letter = family.tcm ? "Z" : "H"
        await saveLeaflet(
          tx,
          {
            kind: kind ?? family.kind,
            category: family.category,
            tcm: family.tcm === true,
            sections: {
              genericName,
              brandName,
              englishName,
              ingredients: family.tcm ? ingredients : `本品主要成份为${ingredients}。`,
              appearance: family.appearance,
              indications: family.tcm ? (tcmText ?? dosage) : family.indications,
              specification,
              dosage: family.tcm ? dosage.replace(/^功能主治：.*?。.*?。/, "").trim() || dosage : dosage,
              adverseReactions: family.adverseReactions,
              contraindications: family.contraindications,
              precautions: family.precautions,
              pregnancy: family.pregnancy,
              children: family.children,
              elderly: family.elderly,
              interactions: family.interactions,
              overdose: family.overdose,
              pharmacology: family.pharmacology,
              pharmacokinetics: family.pharmacokinetics,
              storage: family.storage,
              packaging: packagingOf(genericName),
              validity: family.validity,
              standard: family.standard,
              approvalNumber: `国药准字${letter}2099${String(n).padStart(4, "0")}`,
              manufacturer: DEMO_MANUFACTURERS[n % DEMO_MANUFACTURERS.length] ?? DEMO_MANUFACTURERS[0],
            },
          },
          now,
        )
      }
    }
  },
}
