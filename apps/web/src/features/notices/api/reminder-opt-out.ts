import { http } from '../../../lib/http';

/** `POST /api/reminder-opt-out`: no more deadline reminders for the founder whose mail carried `token`. */
export function optOutOfReminders(token: string): Promise<{ message: string }> {
  return http<{ message: string }>('POST', '/api/reminder-opt-out', { body: { token } });
}
