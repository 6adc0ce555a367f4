// Entry of releases (issue 28): other features use nothing of it. A song's row menu asks for
// "Add to release…" through lib/release-request; the dialog's host and the pages (/releases,
// /releases/:id) are loaded by the router by their own path.
export {};
