import { Router } from "wouter"
import { Toaster } from "../components/toaster.tsx"
import { SessionProvider } from "../session/index.ts"
import "./navigation.ts"
import { CartBadgeProvider } from "./cart-provider.tsx"
import { ChatProvider } from "./chat-provider.tsx"
import { FootprintRecorder } from "./footprint-wiring.ts"
import { AppRoutes } from "./router.tsx"
import { SiteProvider } from "./site-context.tsx"

export function App() {
  return (
    <Router>
      <SessionProvider>
        <SiteProvider>
          <ChatProvider>
            <CartBadgeProvider>
              <AppRoutes />
            </CartBadgeProvider>
            <FootprintRecorder />
          </ChatProvider>
        </SiteProvider>
      </SessionProvider>
      <Toaster />
    </Router>
  )
}
