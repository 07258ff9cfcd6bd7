/**
 * Videos a writer may insert into a text through the upload widget (our design, docs/decisions.md
 * "Video in rich text"): an article a few, a forum topic one, a reply none. The server keeps a
 * video only when it plays a file uploaded to the portal's own host.
 */
export const SCIENCE_VIDEOS = 3
export const FORUM_TOPIC_VIDEOS = 1
