// The public entry of features/my-application: what other features may import (docs/architecture.md, Layers).
export { ApplicationStanding, ApplicationStandingSkeleton } from './ApplicationStanding';
export { MyApplicationSection } from './MyApplicationSection';
export { MY_APPLICATION_LINK } from './my-application-link';
export { useApplicationStanding } from './use-application-standing';
