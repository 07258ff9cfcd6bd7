import { css } from "styled-system/css"
import { Popover } from "../../components/popover.tsx"
import { useServiceAccount } from "./service-account.ts"
import { ServiceAccountTrigger } from "./widget-triggers.tsx"

/** The top bar's 服务号 link: a popover with the service account's QR code. */
export function ServiceAccountPopover({ defaultOpen = false }: { readonly defaultOpen?: boolean }) {
  const { name, qr } = useServiceAccount()
  return (
    <Popover placement="bottom" size="sm" label={`关注${name}`} defaultOpen={defaultOpen} trigger={<ServiceAccountTrigger name={name} />}>
      <div className={css({ display: "grid", justifyItems: "center", gap: "2", w: "40", textAlign: "center" })}>
        <img src={qr} alt={`${name}二维码`} width={136} height={136} className={css({ borderRadius: "md", borderWidth: "1px", borderColor: "border.subtle" })} />
        <p className={css({ fontSize: "sm", fontWeight: "semibold" })}>{name}</p>
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>微信扫码关注，课程上新、活动福利早知道</p>
      </div>
    </Popover>
  )
}
