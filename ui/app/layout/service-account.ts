import { useSite } from "../site-context.tsx"

const DEFAULT_SERVICE_ACCOUNT_QR = "/brand/qr-service-account.svg"

/** The service account's name and QR code image from the site settings. */
export function useServiceAccount() {
  const { setting } = useSite()
  return { name: setting("serviceAccountName") ?? "悦享健康服务号", qr: setting("serviceAccountQr") ?? DEFAULT_SERVICE_ACCOUNT_QR }
}
