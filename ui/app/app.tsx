import { Router } from "wouter"
import { Toaster } from "../components/toaster.tsx"
import { SessionProvider } from "../session/index.ts"
import "./navigation.ts"
import { ChatProvider } from "./chat-provider.tsx"
import { AppRoutes } from "./router.tsx"
import { SiteProvider } from "./site-context.tsx"

export function App() {
  return (
    <Router>
      <SessionProvider>
        <SiteProvider>
          <ChatProvider>
            <AppRoutes />
          </ChatProvider>
        </SiteProvider>
      </SessionProvider>
      <Toaster />
    </Router>
  )
}
