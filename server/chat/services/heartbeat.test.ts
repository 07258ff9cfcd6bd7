import { EventEmitter } from "node:events"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { keepBeating } from "./heartbeat.ts"

class FakeSocket extends EventEmitter {
  pings = 0
  terminated = false
  ping(): void {
    this.pings += 1
  }
  terminate(): void {
    this.terminated = true
    this.emit("close")
  }
}

describe("the websocket heartbeat", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("pings first at its own point of the interval, then every interval", () => {
    const early = new FakeSocket()
    const late = new FakeSocket()
    keepBeating(early, 30_000, () => 0.1)
    keepBeating(late, 30_000, () => 0.9)
    vi.advanceTimersByTime(3_000)
    expect([early.pings, late.pings]).toEqual([1, 0])
    early.emit("pong")
    vi.advanceTimersByTime(24_000)
    expect([early.pings, late.pings]).toEqual([1, 1])
    late.emit("pong")
    vi.advanceTimersByTime(6_000)
    expect([early.pings, late.pings]).toEqual([2, 1])
  })

  it("drops a socket that did not answer the last ping, and keeps one that did", () => {
    const silent = new FakeSocket()
    const answering = new FakeSocket()
    keepBeating(silent, 30_000, () => 0)
    keepBeating(answering, 30_000, () => 0)
    for (let beat = 0; beat < 3; beat += 1) {
      vi.advanceTimersByTime(1)
      answering.emit("pong")
      vi.advanceTimersByTime(29_999)
    }
    expect(silent.terminated).toBe(true)
    expect(answering.terminated).toBe(false)
    expect(answering.pings).toBe(4)
  })

  it("stops once the socket is closed", () => {
    const ws = new FakeSocket()
    keepBeating(ws, 30_000, () => 0.5)
    ws.emit("close")
    vi.advanceTimersByTime(120_000)
    expect(ws.pings).toBe(0)
  })
})
