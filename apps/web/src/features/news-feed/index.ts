// The public entry of features/news-feed: what other features may import (docs/architecture.md, Layers).
export { NewsCarousel } from './NewsCarousel';
