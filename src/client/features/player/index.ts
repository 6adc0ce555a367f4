// Entry of the player: other features use nothing of it. The player's state and controls
// (usePlayer, PlayerProvider) are lib/player; its bar, which also shows the lyrics panel, is
// assembled by the app shell (app/shell/player-bar.tsx) and mounted by the shell and the public
// listen page.
export {};
