import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import "./index.css"
import { App } from "./app/app.tsx"

const root = document.getElementById("root")
if (!root) throw new Error("missing #root")
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
