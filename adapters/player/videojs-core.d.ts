/** video.js without its streaming engine (the lessons are plain files): the same function as the package's default export. */
declare module "video.js/core.es.js" {
  import videojs from "video.js"
  export default videojs
}
