import { Router } from "wouter"
import { Toaster } from "../components/toaster.tsx"
import { AppRoutes } from "./router.tsx"

export function App() {
  return (
    <Router>
      <AppRoutes />
      <Toaster />
    </Router>
  )
}
