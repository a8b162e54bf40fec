// The public entry of features/my-application: what other features may import (docs/architecture.md, Layers).
// The founder's standing itself lives in application-wizard/standing (the wizard shows it too).
export { MyApplicationSection } from './MyApplicationSection';
