import type { AreaHandlers } from "../core/http/handler.ts"
import { memberAccountHandlers } from "./routes/account.ts"
import { memberAddressHandlers } from "./routes/addresses.ts"
import { memberFileHandlers } from "./routes/files.ts"
import { memberUploadSessionHandlers } from "./routes/upload-sessions.ts"
import { memberFootprintHandlers } from "./routes/footprints.ts"
import { memberPointsHandlers } from "./routes/points.ts"
import { memberProfileHandlers } from "./routes/profile.ts"
import { memberRealNameHandlers } from "./routes/real-name.ts"

/** The member centre: see domain/member/endpoints.ts. */
export const memberHandlers = {
  ...memberProfileHandlers,
  ...memberRealNameHandlers,
  ...memberAddressHandlers,
  ...memberFileHandlers,
  ...memberUploadSessionHandlers,
  ...memberPointsHandlers,
  ...memberAccountHandlers,
  ...memberFootprintHandlers,
} satisfies AreaHandlers
