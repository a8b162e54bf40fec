// The public entry of features/applications: what other features may import (docs/architecture.md, Layers).
export { ApplicationImages } from './ApplicationImages';
export { ApplicationSections } from './detail/ApplicationSections';
export { RatingSection } from './detail/RatingSection';
