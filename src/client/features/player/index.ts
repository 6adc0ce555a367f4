// Entry of the player, what other features may use (issue 15 item 4): the bar. The player's state
// and controls (usePlayer, PlayerProvider) are lib/player.
export { PlayerBar } from './components/player-bar';
