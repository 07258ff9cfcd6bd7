import type { Db } from "../../server/core/db/client.ts"
import { uploads } from "../../server/member/tables.ts"

/** Records `count` small pictures as the member's uploads of today (to bring the upload quota near its limit). */
export const recordUploads = async (db: Db, userId: number, count: number): Promise<void> => {
  await db.insert(uploads).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      kind: "pictures",
      path: `/files/pictures/202601/${String(userId).padStart(8, "0")}${String(i).padStart(24, "0")}.png`,
      originalName: "a.png",
      mime: "image/png",
      size: 70,
    })),
  )
}
