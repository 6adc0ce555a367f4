// Entry of profile: other features use nothing of it (its avatar is components/ui/avatar). Only
// the app shell (app/: router, shell) reaches its pages and parts.
export {};
