// The public entry of features/notices: what other features may use (docs/architecture.md, Layers).
export { useAnnouncedStages } from './api/announcements';
