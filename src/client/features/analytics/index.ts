// Entry of analytics (issue 28 item 5): other features use nothing of it. The router loads its
// page by its own path; the play reports it reads are sent by the player (lib/player).
export {};
