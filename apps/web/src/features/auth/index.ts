// The public entry of features/auth: what other features may import (docs/architecture.md, Layers).
export { PasswordField } from './PasswordField';
