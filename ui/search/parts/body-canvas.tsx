import { useEffect, useRef, useState } from "react"
import { css } from "styled-system/css"
import { ORGANS, type Organ } from "../../../domain/search/body-organs.ts"

type Three = typeof import("three")

interface Scene {
  readonly select: (id: string | null) => void
  readonly dispose: () => void
}

/** Builds the figure from primitives: a translucent shell (the skin) and the organs inside. */
async function buildScene(host: HTMLDivElement, canvas: HTMLCanvasElement, onPick: (id: string) => void): Promise<Scene> {
  const THREE: Three = await import("three")
  const { OrbitControls } = await import("three/examples/jsm/controls/OrbitControls.js")
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true })
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2))
  const scene = new THREE.Scene()
  const camera = new THREE.PerspectiveCamera(35, 1, 0.1, 20)
  camera.position.set(0, 1.1, 3.4)
  scene.add(new THREE.HemisphereLight(0xffffff, 0x8899aa, 2.2))
  const sun = new THREE.DirectionalLight(0xffffff, 1.4)
  sun.position.set(1.5, 3, 2)
  scene.add(sun)

  const pickable: import("three").Mesh[] = []
  const shellMaterial = new THREE.MeshStandardMaterial({ color: 0xffd7b5, transparent: true, opacity: 0.28, roughness: 0.7, depthWrite: false })
  const part = (geometry: import("three").BufferGeometry, x: number, y: number, z: number, rz = 0) => {
    const mesh = new THREE.Mesh(geometry, shellMaterial)
    mesh.position.set(x, y, z)
    mesh.rotation.z = rz
    mesh.userData.organ = "skin"
    mesh.renderOrder = 1
    scene.add(mesh)
    pickable.push(mesh)
  }
  part(new THREE.SphereGeometry(0.11, 32, 24), 0, 1.57, 0)
  part(new THREE.CylinderGeometry(0.05, 0.055, 0.1, 20), 0, 1.44, 0)
  part(new THREE.CapsuleGeometry(0.17, 0.42, 8, 24), 0, 1.13, 0)
  for (const side of [1, -1]) {
    part(new THREE.CapsuleGeometry(0.045, 0.55, 6, 16), side * 0.25, 1.1, 0, side * 0.12)
    part(new THREE.CapsuleGeometry(0.065, 0.72, 6, 16), side * 0.09, 0.47, 0)
  }

  const organMaterials = new Map<string, import("three").MeshStandardMaterial>()
  const addOrgan = (organ: Organ, x: number) => {
    const material = organMaterials.get(organ.id) ?? new THREE.MeshStandardMaterial({ color: organ.color, roughness: 0.5, emissive: 0x000000 })
    organMaterials.set(organ.id, material)
    const [sx, sy, sz] = organ.size
    const geometry = organ.shape === "torus" ? new THREE.TorusGeometry(sx * 0.7, sz * 0.6, 12, 32) : new THREE.SphereGeometry(1, 24, 16)
    const mesh = new THREE.Mesh(geometry, material)
    if (organ.shape !== "torus") mesh.scale.set(sx, sy, sz)
    mesh.position.set(x, organ.position[1], organ.position[2])
    mesh.userData.organ = organ.id
    mesh.renderOrder = 0
    scene.add(mesh)
    pickable.push(mesh)
  }
  for (const organ of ORGANS) {
    if (organ.shape === "shell") continue
    addOrgan(organ, organ.position[0])
    if (organ.shape === "pair") addOrgan(organ, -organ.position[0])
  }

  const controls = new OrbitControls(camera, canvas)
  controls.target.set(0, 1.0, 0)
  controls.enablePan = false
  controls.minDistance = 1.2
  controls.maxDistance = 5
  controls.autoRotate = !window.matchMedia("(prefers-reduced-motion: reduce)").matches
  controls.autoRotateSpeed = 1.2
  controls.listenToKeyEvents(canvas)
  controls.update()

  const resize = () => {
    const { clientWidth: w, clientHeight: h } = host
    renderer.setSize(w, h, false)
    camera.aspect = w / Math.max(1, h)
    camera.updateProjectionMatrix()
  }
  resize()
  const observer = new ResizeObserver(resize)
  observer.observe(host)

  // A click that did not drag picks what is under the pointer.
  const raycaster = new THREE.Raycaster()
  let down: { x: number; y: number } | null = null
  const onDown = (e: PointerEvent) => {
    down = { x: e.clientX, y: e.clientY }
    controls.autoRotate = false
  }
  const onUp = (e: PointerEvent) => {
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 5) return
    const rect = canvas.getBoundingClientRect()
    raycaster.setFromCamera(new THREE.Vector2(((e.clientX - rect.left) / rect.width) * 2 - 1, -((e.clientY - rect.top) / rect.height) * 2 + 1), camera)
    const hits = raycaster.intersectObjects(pickable, false)
    // An organ inside the shell wins over the shell in front of it.
    const hit = hits.find((h) => h.object.userData.organ !== "skin") ?? hits[0]
    if (hit) onPick(String(hit.object.userData.organ))
  }
  canvas.addEventListener("pointerdown", onDown)
  canvas.addEventListener("pointerup", onUp)

  let frame = 0
  const loop = () => {
    frame = requestAnimationFrame(loop)
    controls.update()
    renderer.render(scene, camera)
  }
  loop()

  return {
    select(id) {
      for (const [organ, material] of organMaterials) material.emissive.setHex(organ === id ? 0x553300 : 0x000000)
      shellMaterial.opacity = id === "skin" ? 0.55 : 0.28
    },
    dispose() {
      cancelAnimationFrame(frame)
      observer.disconnect()
      canvas.removeEventListener("pointerdown", onDown)
      canvas.removeEventListener("pointerup", onUp)
      controls.dispose()
      scene.traverse((o) => {
        if (o instanceof THREE.Mesh) o.geometry.dispose()
      })
      for (const m of organMaterials.values()) m.dispose()
      shellMaterial.dispose()
      renderer.dispose()
    },
  }
}

/**
 * The rotatable figure (three.js, loaded only here): drag or arrow keys turn it, a click picks an
 * organ. Without WebGL it says so; the organ list beside it does everything the model does.
 */
export function BodyCanvas({ selected, onPick }: { readonly selected: string | null; readonly onPick: (id: string) => void }) {
  const hostRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const sceneRef = useRef<Scene | null>(null)
  const pickRef = useRef(onPick)
  pickRef.current = onPick
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading")
  useEffect(() => {
    let cancelled = false
    const host = hostRef.current
    const canvas = canvasRef.current
    if (!host || !canvas) return
    buildScene(host, canvas, (id) => pickRef.current(id)).then(
      (scene) => {
        if (cancelled) return scene.dispose()
        sceneRef.current = scene
        setState("ready")
      },
      () => !cancelled && setState("failed"),
    )
    return () => {
      cancelled = true
      sceneRef.current?.dispose()
      sceneRef.current = null
    }
  }, [])
  useEffect(() => {
    sceneRef.current?.select(selected)
  }, [selected, state])
  return (
    <div ref={hostRef} className={css({ position: "relative", w: "full", h: { base: "360px", md: "560px" }, bg: "bg.subtle", borderRadius: "xl", overflow: "hidden" })}>
      <canvas
        ref={canvasRef}
        tabIndex={0}
        aria-label="可旋转的人体模型：拖动或用方向键旋转，点击器官查看相关内容"
        className={css({ w: "full", h: "full", display: "block", cursor: "grab", _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" } })}
      />
      {state !== "ready" && (
        <p role="status" className={css({ position: "absolute", inset: "0", display: "grid", placeItems: "center", p: "6", textAlign: "center", color: "fg.muted", fontSize: "sm" })}>
          {state === "loading" ? "正在加载人体模型…" : "当前浏览器无法显示 3D 模型，请使用器官列表查看"}
        </p>
      )}
    </div>
  )
}
