import { useEffect, useState } from "react"
import { css } from "styled-system/css"
import { isPhoneUserAgent, mobileSiteDecision } from "../../../domain/shell/mobile-site.ts"
import { PhoneIcon } from "../../components/icons.tsx"
import { mobileSiteChoice } from "../shell-services.ts"
import { useSite } from "../site-context.tsx"

/**
 * On a phone, when a mobile web site is configured, the first visit goes there (once);
 * `?pc=1` or a later visit stays on the portal, which then offers a link to the mobile site.
 */
export function MobileSiteRedirect() {
  const { client } = useSite()
  const mobileSiteUrl = client?.mobileSiteUrl ?? null
  const [offer, setOffer] = useState(false)
  useEffect(() => {
    if (client === null) return
    const decision = mobileSiteDecision({
      userAgent: navigator.userAgent,
      mobileSiteUrl,
      search: location.search,
      choice: mobileSiteChoice.read(),
    })
    if (decision.kind === "redirect") {
      mobileSiteChoice.write(decision.remember)
      location.replace(decision.to)
      return
    }
    if (decision.kind === "stay" && decision.remember !== null) mobileSiteChoice.write(decision.remember)
    setOffer(decision.kind === "stay" && isPhoneUserAgent(navigator.userAgent))
  }, [client, mobileSiteUrl])

  if (!offer || mobileSiteUrl === null) return null
  return (
    <div className={css({ bg: "accent.subtle", color: "accent.text", fontSize: "xs", textAlign: "center", py: "1.5", px: "3" })}>
      您正在访问电脑版 ·{" "}
      <a href={mobileSiteUrl} className={css({ fontWeight: "semibold", textDecoration: "underline", display: "inline-flex", alignItems: "center", gap: "1" })}>
        <PhoneIcon size={12} />
        切换到手机版
      </a>
    </div>
  )
}
