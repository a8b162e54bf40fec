import { http } from '../../../lib/http';

/** `DELETE /api/application/{id}` (application_archive). */
export function deleteApplication(id: number): Promise<{ message: string }> {
  return http<{ message: string }>('DELETE', `/api/application/${id}`);
}
