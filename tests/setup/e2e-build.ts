import { buildIfNeeded } from "../../scripts/build-if-needed.ts"

/**
 * Before the browser suite: build the app when its sources changed. Each test
 * file then starts its own server (tests/setup/test-server.ts) over a fresh
 * database, so that it can make the accounts and data it needs.
 */
export default function setup() {
  buildIfNeeded()
}
