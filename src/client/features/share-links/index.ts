// Entry of share-links (issue 27): other features use nothing of it. A song's row menu, the
// project's Share menu and a playlist's header ask for "Share privately…" through
// lib/share-request; the dialog's host and the pages (/share-links, /s/:token) are loaded by the
// router by their own path.
export {};
