import { lazy } from "react"

/**
 * The public face of ui/admin: the back office's frame (loaded with the first back-office page,
 * so visitors of the portal do not download it).
 */
export const AdminFrame = lazy(() => import("./admin-frame.tsx").then((m) => ({ default: m.AdminFrame })))
