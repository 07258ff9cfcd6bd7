import { Menu } from "@ark-ui/react/menu"
import { Portal } from "@ark-ui/react/portal"
import { useLocation } from "wouter"
import { menu } from "styled-system/recipes"
import { MAIN_MENU } from "../../../domain/shell/routes/main-menu.ts"
import { TOP_BAR_LINKS } from "../../../domain/shell/shell-links.ts"
import { MenuTrigger } from "./widget-triggers.tsx"

const MORE = [TOP_BAR_LINKS.siteNotices, TOP_BAR_LINKS.qualityNotices, TOP_BAR_LINKS.orders, TOP_BAR_LINKS.cart, TOP_BAR_LINKS.favourites, TOP_BAR_LINKS.customerService]

/** The collapsed menu of narrow screens (Ark UI Menu): the main menu and the top bar's shortcuts. */
export function MobileMenu({ defaultOpen = false }: { readonly defaultOpen?: boolean }) {
  const classes = menu()
  const [, navigate] = useLocation()
  const go = (href: string, newTab: boolean) => {
    if (newTab) window.open(href, "_blank", "noopener")
    else navigate(href)
  }
  return (
    <Menu.Root positioning={{ placement: "bottom-end", gutter: 6 }} defaultOpen={defaultOpen} lazyMount unmountOnExit onSelect={(details) => {
      const [kind, href] = details.value.split("|") as [string, string]
      go(href, kind === "new")
    }}>
      <Menu.Trigger asChild>
        <MenuTrigger />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={classes.positioner}>
          <Menu.Content className={classes.content} style={{ minWidth: "12rem" }}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={classes.itemGroupLabel}>频道</Menu.ItemGroupLabel>
              <Menu.Item value="same|/" className={classes.item}>
                首页
              </Menu.Item>
              {MAIN_MENU.map((item) => (
                <Menu.Item key={item.path} value={`${item.newTab ? "new" : "same"}|${item.path}`} className={classes.item}>
                  {item.title}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator className={classes.separator} />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={classes.itemGroupLabel}>我的</Menu.ItemGroupLabel>
              {MORE.map((link) => (
                <Menu.Item key={link.href} value={`${"newTab" in link && link.newTab ? "new" : "same"}|${link.href}`} className={classes.item}>
                  {link.label}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
