import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import "./index.css"
import { App } from "./app/app.tsx"

const root = document.getElementById("root")
if (!root) throw new Error("missing #root")
// The first render as a transition: React renders it in slices and lets the browser paint and
// answer input between them, instead of holding the main thread for the whole first screen.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
