// Entry of dashboard: other features use nothing of it yet. Only the app shell (app/: router, shell)
// reaches its pages and parts; an export added here is what another feature may import.
export {};
