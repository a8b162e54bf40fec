// The public entry of modules/notices: what other modules and the app may import (docs/architecture.md, Layers).
export { announcementFor, type Founder } from './announcements.service';
export { createReminderJob, DEFAULT_REMINDER_POLL_MS } from './reminder-job';
export { runReminders } from './reminders.service';
