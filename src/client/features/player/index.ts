// What other features may use of the player (issue 15 item 4: features meet only through their entries): the
// bar. The player's state and controls (usePlayer, PlayerProvider) are lib/player.
export { PlayerBar } from './components/player-bar';
