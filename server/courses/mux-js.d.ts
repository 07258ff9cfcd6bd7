/** The part of mux.js (video.js's MP4 parser) the server reads lesson videos with. */
declare module "mux.js" {
  interface Mp4Box {
    readonly type: string
    readonly size: number
    readonly duration?: number
    readonly timescale?: number
    readonly fragmentDuration?: number
    readonly boxes?: ReadonlyArray<Mp4Box>
  }
  const muxjs: {
    readonly mp4: {
      readonly tools: {
        inspect(bytes: Uint8Array): Mp4Box[]
        findBox(bytes: Uint8Array, path: ReadonlyArray<string>): Uint8Array[]
        parseTfdt(bytes: Uint8Array): { readonly baseMediaDecodeTime: number }
      }
    }
  }
  export default muxjs
}
