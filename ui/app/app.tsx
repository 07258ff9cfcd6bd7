import { Router } from "wouter"
import { Toaster } from "../components/toaster.tsx"
import { SessionProvider } from "../session/session-context.tsx"
import "./navigation.ts"
import { AppRoutes } from "./router.tsx"
import { SiteProvider } from "./site-context.tsx"

export function App() {
  return (
    <Router>
      <SessionProvider>
        <SiteProvider>
          <AppRoutes />
        </SiteProvider>
      </SessionProvider>
      <Toaster />
    </Router>
  )
}
