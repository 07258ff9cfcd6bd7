import { lazy, Suspense } from "react"
import { Route, Router, Switch } from "wouter"
import { Toaster } from "../components/toaster.tsx"

const HomePage = lazy(() => import("../pages/home/home-page.tsx"))
const NotFoundPage = lazy(() => import("../pages/not-found/not-found-page.tsx"))

export function App() {
  return (
    <Router>
      <Suspense fallback={<div role="status" aria-busy="true" />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <Toaster />
    </Router>
  )
}
